import type { SubmissionResult } from "@conform-to/react";
import { ArrowRight } from "lucide-react";
import { htmlFirstWith } from "#app/components/html-first";
import type { DemoAnswer } from "#app/components/site/demo-form";
import {
  AboutInstitute,
  Achievements,
  ClaimsStrip,
  CourseGrid,
  CtaLink,
  DemoForm,
  DiscountBanner,
  HeroCarousel,
  PromoPopup,
  ReviewsCarousel,
  SectionHeading,
  WhyChooseUs,
} from "#app/components/site/home-islands";
import { useSiteSettings } from "#app/components/site/use-site-settings";
import { listHomeCourses } from "#app/features/courses/courses.server";
import { createDemoRequest } from "#app/features/enquiries/demo-requests.server";
import { formReplies, handlePublicForm } from "#app/features/enquiries/public-form.server";
import { getReviewsSection } from "#app/features/reviews/reviews.server";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { formatAgo } from "#app/i18n/format";
import { type Lang, langFromPath } from "#app/i18n/lang";
import { useI18n } from "#app/i18n/use-i18n";
import { LIMITS } from "#app/lib/domain";
import { catalogueMeta } from "#app/lib/seo";
import { DEMO_COURSES, type DemoRequest, demoCourseFrom, demoSchemaFor, demoWhatsAppUrl } from "#app/lib/validation/demo";
import { FORMS } from "#app/lib/validation/form-errors";
import { rateLimitedToast } from "#app/server/http/rate-limit.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/home";

type DemoChat = Pick<DemoRequest, "name" | "mobile" | "course">;

const HERO_PRELOAD = "/images/hero/mobile-repair.svg";

export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: HERO_PRELOAD, type: "image/svg+xml", fetchPriority: "high" },
];

// HTML-first (decisions 024, 054): no hydration; the carousels, the promo popup and the demo
// form's instant checks and fetch are the home island's plain DOM code (app/islands/home.ts).
export const handle = htmlFirstWith("home");

export const meta: Route.MetaFunction = catalogueMeta("home", "/", (settings) => ({ site: settings.site_name }));

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  const [courses, reviews] = await Promise.all([
    // Spec 8: home course fetch errors are only logged; the grid stays empty.
    listHomeCourses().catch((error: unknown) => {
      logger.error({ err: error }, "home courses failed to load");
      return [];
    }),
    getReviewsSection(settings.google_place_id),
  ]);
  const url = new URL(request.url);
  // The demo form's fixed list travels as data, outside the home page's JavaScript budget.
  const demoCourse = demoCourseFrom(url.searchParams.get("course"));
  return { courses, reviews: reviewsIn(reviews, langFromPath(url.pathname)), demoCourses: DEMO_COURSES, demoCourse };
}

/** Google's "2 weeks ago" (English) in the page's language: "2 सप्ताह पहले" on /hi. */
function reviewsIn<T extends { reviews: { relative_time_description: string }[] }>(section: T, lang: Lang): T {
  if (lang === "en") return section;
  return {
    ...section,
    reviews: section.reviews.map((r) => ({ ...r, relative_time_description: formatAgo(r.relative_time_description, lang) })),
  };
}

/**
 * The demo-class form (spec 5): stored in demo_requests, then on to the WhatsApp chat. The
 * answer is the same with and without JavaScript: the chat link and the reference number for
 * the confirmation panel ("Tap Send in WhatsApp to finish"), and the spec's toast in
 * the toast cookie. With JavaScript the form also points the tab it opened at the chat.
 * The Hindi home (/hi) posts here too: its messages follow the path.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const m = FORMS[lang].demo;
  const formData = await request.formData();
  // The answer's toast is drawn in its page (the island's fetch, a post without JavaScript);
  // the hydrated form's fetcher gets it in the toast cookie.
  const { answer, refuse: refuseWith } = formReplies<DemoAnswer["sent"]>(request);
  const refuse = (result: SubmissionResult<string[]>, status: number, description: string) =>
    refuseWith(result, status, { title: m.errorTitle, description });
  const toChat = async (result: SubmissionResult<string[]>, demo: DemoChat, reference?: string) => {
    const whatsappUrl = demoWhatsAppUrl((await getSiteSettings()).whatsapp_number, demo, reference);
    return answer({ result, sent: { whatsappUrl, reference } }, { title: m.successTitle, description: m.success, type: "success" });
  };

  return handlePublicForm({
    form: "demo",
    formData,
    clientIp: context.clientIp,
    schema: demoSchemaFor(lang),
    // A bot that filled the honeypot gets the same answer (its own words in the chat link, cut
    // to the form's lengths so the link stays a link), and nothing is stored.
    honeypot: (values, submission) => {
      const field = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);
      const demo = { name: field(values.name, LIMITS.demoNameMax), mobile: field(values.mobile, 20), course: field(values.course, 200) };
      return toChat(submission.reply({ resetForm: true }), demo);
    },
    invalid: (submission) => refuse(submission.reply({ formErrors: [m.failure] }), 400, m.failure),
    rateLimited: (submission) => {
      const { description } = rateLimitedToast(lang);
      return refuse(submission.reply({ formErrors: [description] }), 429, description);
    },
    store: async (demo, submission) => {
      try {
        // The same mobile and course within minutes is stored once and answered the same way
        // (with the first request's reference number).
        const stored = await createDemoRequest(demo);
        return await toChat(submission.reply({ resetForm: true }), demo, stored.reference);
      } catch (error) {
        logger.error({ err: error }, "demo request failed");
        return refuse(submission.reply({ formErrors: [m.failure] }), 500, m.failure);
      }
    },
  });
}

export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { courses, reviews } = loaderData;
  const settings = useSiteSettings();
  const { lang, t, to } = useI18n();
  return (
    <>
      <HeroCarousel siteName={settings.site_name} />
      <ClaimsStrip settings={settings} />
      <DiscountBanner />
      <Achievements settings={settings} />
      <WhyChooseUs />

      <section aria-labelledby="courses-title" className="below-fold bg-slate-50 px-4 py-14 md:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="courses-title" eyebrow={t("home.courses.eyebrow")} title={t("home.courses.title")}>
            {t("home.courses.intro")}
          </SectionHeading>
          {courses.length > 0 ? (
            <CourseGrid courses={courses} className="mt-10" testId="home-courses" />
          ) : (
            <p className="mx-auto mt-10 max-w-lg rounded-xl border bg-white p-6 text-center text-muted-foreground">
              {t("home.courses.none")}
            </p>
          )}
          <div className="mt-10 text-center">
            <CtaLink to={to("/courses")} className="gap-2 bg-primary text-white hover:bg-brand-800">
              {t("home.courses.viewAll")} <ArrowRight aria-hidden="true" className="size-5" />
            </CtaLink>
          </div>
        </div>
      </section>

      <AboutInstitute settings={settings} />

      <section aria-labelledby="reviews-title" className="below-fold px-4 py-14 md:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="reviews-title" eyebrow={t("home.reviews.eyebrow")} title={t("home.reviews.title")} className="mb-6" />
          <ReviewsCarousel data={reviews} placeId={settings.google_place_id} />
        </div>
      </section>

      <section
        id="demo"
        aria-labelledby="demo-form-title"
        className="below-fold bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-14 md:py-20"
      >
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
          <div className="text-white">
            <p className="text-sm font-bold uppercase tracking-wider text-action-400">{t("home.demo.eyebrow")}</p>
            <h2 id="demo-form-title" className="mt-1 text-3xl font-extrabold tracking-tight md:text-4xl">
              {t("home.demo.title")}
            </h2>
            <p className="mt-4 max-w-lg text-lg leading-8 text-brand-100">{t("home.demo.text")}</p>
            {lang === "en" ? (
              <p lang="hi" className="mt-4 text-lg font-semibold text-white">
                फ्री डेमो क्लास के लिए अभी बुक करें!
              </p>
            ) : null}
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-xl md:p-8">
            <DemoForm courses={loaderData.demoCourses} selected={loaderData.demoCourse} answer={actionData} />
          </div>
        </div>
      </section>

      {/* A page that answers a sent demo request (no JavaScript) shows the panel, not the offer over it. */}
      {actionData?.sent ? null : <PromoPopup phone={settings.contact_phone} whatsapp={settings.whatsapp_number} />}
    </>
  );
}
