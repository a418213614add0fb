import type { SubmissionResult } from "@conform-to/react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { htmlFirstWith } from "#app/components/html-first";
import { FacebookIcon, InstagramIcon, WhatsAppIcon, YoutubeIcon } from "#app/components/site/brand-icons";
import { type ContactAnswer, ContactForm } from "#app/components/site/contact-form";
import { ContactMap } from "#app/components/site/contact-map";
import { Faq, type FaqEntry } from "#app/components/site/faq";
import { NewTabLink } from "#app/components/site/new-tab-link";
import { PageHero } from "#app/components/site/page-hero";
import { Panel } from "#app/components/site/page-section";
import { listCourseMenu } from "#app/features/courses/courses.server";
import { insertContactMessage } from "#app/features/enquiries/contact-messages.server";
import { formReplies, handlePublicForm } from "#app/features/enquiries/public-form.server";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { langFromPath } from "#app/i18n/lang";
import type { Translate } from "#app/i18n/translate";
import { useI18n } from "#app/i18n/use-i18n";
import { telHref, whatsAppUrl } from "#app/lib/contact-links";
import { firstErrors } from "#app/lib/forms";
import { catalogueMeta } from "#app/lib/seo";
import type { SiteSettings } from "#app/lib/site-defaults";
import { cn } from "#app/lib/utils";
import { contactProblem, contactSchemaFor } from "#app/lib/validation/contact";
import { FORMS } from "#app/lib/validation/form-errors";
import { rateLimitedToast } from "#app/server/http/rate-limit.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = catalogueMeta("contact", "/contact");

// HTML-first (decisions 054, 059): no hydration; the form's instant checks, toasts and sending
// are the forms island's plain DOM code (app/islands/forms.ts).
export const handle = htmlFirstWith("forms");

/** Course select: active courses, only id and course_name (spec 7). A failure is only logged. */
async function courseOptions() {
  try {
    return await listCourseMenu();
  } catch (error) {
    logger.error({ err: error }, "contact page: failed to load courses");
    return [];
  }
}

export async function loader(_: Route.LoaderArgs) {
  const [courses, settings] = await Promise.all([courseOptions(), getSiteSettings()]);
  return { courses, settings };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The Hindi page (/hi/contact) is this module too: its messages follow the path.
  const lang = langFromPath(new URL(request.url).pathname);
  const m = FORMS[lang].contact;
  const formData = await request.formData();
  // A refusal: Conform's reply and the same message as the toast, in the toast cookie (or in
  // the page, for the HTML-first page's island).
  const { answer, refuse } = formReplies<ContactAnswer["sent"]>(request);
  // The spec's toast goes with the answer; the page shows the confirmation panel.
  const success = (result: SubmissionResult<string[]>, reference?: string) =>
    answer({ result, sent: { reference } }, { title: m.successTitle, description: m.success, type: "success" });

  return handlePublicForm({
    form: "contact",
    formData,
    clientIp: context.clientIp,
    schema: contactSchemaFor(lang),
    // A bot that filled the hidden field gets the same answer as a person, and nothing is stored.
    honeypot: (_, submission) => success(submission.reply({ resetForm: true })),
    invalid: (submission) => {
      const problem = contactProblem(firstErrors(submission.error), lang);
      return refuse(submission.reply({ formErrors: [problem] }), 400, { title: m.errorTitle, description: problem });
    },
    rateLimited: (submission) => {
      const toast = rateLimitedToast(lang);
      return refuse(submission.reply({ formErrors: [toast.description] }), 429, toast);
    },
    store: async (message, submission) => {
      let reference: string;
      try {
        // The course comes back as an id: look it up again, active only, and store its name.
        let course: string | null = null;
        if (message.course) {
          const match = (await listCourseMenu()).find((c) => c.id === message.course);
          if (!match) {
            const problem = FORMS[lang].errors.courseFromList;
            return refuse(submission.reply({ fieldErrors: { course: [problem] }, formErrors: [problem] }), 400, {
              title: m.errorTitle,
              description: problem,
            });
          }
          course = match.course_name;
        }
        // The same message from the same address within minutes is stored once (and answered
        // with the first one's reference number).
        ({ reference } = await insertContactMessage({ ...message, course }));
      } catch (error) {
        logger.error({ err: error }, "contact message could not be stored");
        return refuse(submission.reply({ formErrors: [m.failure] }), 500, { title: m.errorTitle, description: m.failure });
      }
      return success(submission.reply({ resetForm: true }), reference);
    },
  });
}

/** The questions in order; answers may name settings (the placement rate, the phone). */
const FAQ = ["experience", "timings", "demo", "certificate", "hostel", "jobs"] as const;

function faqEntries(settings: SiteSettings, t: Translate): FaqEntry[] {
  const values = { rate: settings.placement_rate, phone: settings.contact_phone };
  return FAQ.map((id) => ({ question: t(`contact.faq.${id}Q`), answer: t(`contact.faq.${id}A`, values) }));
}

/** The white cards beside the form, and the pin before each campus's name. */
const CARD = "rounded-2xl border bg-white p-5 shadow-sm";
const CAMPUS_PIN = <MapPin className="size-5 text-action-600" aria-hidden="true" />;

/** One way to reach the institute, a card in the row under the hero: its icon, its name, the details. */
function WayCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="min-w-0 rounded-2xl border bg-white p-4 text-sm shadow-sm sm:p-5 sm:text-base">
      {icon}
      <h2 className="mt-3 font-bold text-brand-950">{title}</h2>
      {children}
    </li>
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { courses, settings } = loaderData;
  const { t } = useI18n();
  const phones = [settings.contact_phone, settings.contact_phone_alt].filter((p): p is string => Boolean(p));
  const whatsapp = whatsAppUrl(settings.whatsapp_number, t("contact.whatsAppMessage"));
  const socials = [
    { href: settings.facebook_url, label: "Facebook", icon: FacebookIcon },
    { href: settings.instagram_url, label: "Instagram", icon: InstagramIcon },
    { href: settings.youtube_url, label: "YouTube", icon: YoutubeIcon },
  ].filter((s): s is { href: string; label: string; icon: typeof FacebookIcon } => Boolean(s.href));

  return (
    <>
      <PageHero title={t("contact.title")} intro={t("contact.intro")} />

      <section aria-label={t("contact.waysLabel")} className="px-4 pt-10">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <WayCard icon={<Phone className="size-7 text-brand-600" aria-hidden="true" />} title={t("contact.callUs")}>
            <ul className="mt-1 space-y-1">
              {phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)} className="whitespace-nowrap font-medium text-brand-700 hover:underline">
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </WayCard>
          <WayCard icon={<Mail className="size-7 text-brand-600" aria-hidden="true" />} title={t("contact.emailUs")}>
            <a href={`mailto:${settings.contact_email}`} className="mt-1 block break-all font-medium text-brand-700 hover:underline">
              {settings.contact_email}
            </a>
          </WayCard>
          <WayCard icon={<Clock className="size-7 text-brand-600" aria-hidden="true" />} title={t("contact.openHours")}>
            <p className="mt-1">{t("contact.days")}</p>
            <p className="font-medium sm:whitespace-nowrap">{t("contact.hours")}</p>
          </WayCard>
          <WayCard icon={<WhatsAppIcon className="size-7 text-green-700" aria-hidden="true" />} title={t("contact.whatsApp")}>
            <NewTabLink href={whatsapp} external className="mt-1 inline-flex items-center gap-1 font-medium text-green-800 hover:underline">
              {t("contact.chat")}
            </NewTabLink>
          </WayCard>
        </ul>
      </section>

      <section className="px-4 py-10 md:py-14">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Panel
            title={t("contact.sendTitle")}
            className={cn("self-start md:p-8", CARD)}
            headingClassName="text-2xl font-extrabold text-brand-950"
          >
            <p className="mb-6 mt-1 text-muted-foreground">{t("contact.sendText")}</p>
            <ContactForm courses={courses} answer={actionData} />
          </Panel>

          <div className="flex flex-col gap-5">
            <ContactMap address={settings.address} />

            <Campuses settings={settings} phones={phones} />

            {socials.length > 0 ? (
              <Panel title={t("contact.follow")} className={CARD} headingClassName="font-bold text-brand-950">
                <ul className="mt-3 flex flex-wrap gap-3">
                  {socials.map(({ href, label, icon: Icon }) => (
                    <li key={label}>
                      <NewTabLink
                        href={href}
                        className="inline-flex h-11 items-center gap-2 rounded-full border px-4 font-medium text-brand-800 hover:bg-brand-50"
                      >
                        <Icon className="size-5" aria-hidden="true" /> {label}
                      </NewTabLink>
                    </li>
                  ))}
                </ul>
              </Panel>
            ) : null}
          </div>
        </div>
      </section>

      <section className="bg-slate-50 px-4 py-12 md:py-16" aria-labelledby="faq-title">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-title" className="mb-6 text-center text-2xl font-extrabold text-brand-950 md:text-3xl">
            {t("contact.faqTitle")}
          </h2>
          <Faq entries={faqEntries(settings, t)} />
        </div>
      </section>
    </>
  );
}

/** The two campuses: the main one with its phone, the lab and hostel with the second phone when there is one. */
function Campuses({ settings, phones }: { settings: SiteSettings; phones: string[] }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <Panel title={t("contact.mainCampus")} icon={CAMPUS_PIN} className={CARD} headingClassName="font-bold text-brand-950">
        <address className="mt-2 not-italic leading-7 text-muted-foreground">
          {settings.address}
          <br />
          <a href={telHref(settings.contact_phone)} className="font-medium text-brand-700 hover:underline">
            {settings.contact_phone}
          </a>
        </address>
        <p className="mt-2 text-sm">{t("contact.mainCampusText")}</p>
      </Panel>
      <Panel title={t("contact.labHostel")} icon={CAMPUS_PIN} className={CARD} headingClassName="font-bold text-brand-950">
        <p className="mt-2 leading-7 text-muted-foreground">
          {t("contact.labHostelWhere")}
          <br />
          <a href={telHref(phones[1] ?? settings.contact_phone)} className="font-medium text-brand-700 hover:underline">
            {phones[1] ?? settings.contact_phone}
          </a>
        </p>
        <p className="mt-2 text-sm">{t("contact.labHostelText")}</p>
      </Panel>
    </div>
  );
}
