import { ArrowRight } from "lucide-react";
import { data, Link, redirect, useRouteLoaderData } from "react-router";
import { CourseCard } from "../../components/site/course-card";
import { type DemoActionResult, DemoForm } from "../../components/site/demo-form";
import { HeroCarousel } from "../../components/site/hero-carousel";
import {
  AboutInstitute,
  Achievements,
  ClaimsStrip,
  DiscountBanner,
  SectionHeading,
  WhyChooseUs,
} from "../../components/site/home-sections";
import { PromoPopup } from "../../components/site/promo-popup";
import { ReviewsCarousel } from "../../components/site/reviews-carousel";
import { useI18n } from "../../i18n/use-i18n";
import { LIMITS } from "../../lib/domain";
import { seo, siteData } from "../../lib/seo";
import { SITE_DEFAULTS } from "../../lib/site-defaults";
import { DEMO_MESSAGES, type DemoRequest, demoSchema, demoWhatsAppUrl } from "../../lib/validation/demo";
import { logger } from "../../server/logger.server";
import { listHomeCourses } from "../../server/models/courses.server";
import { createDemoRequest } from "../../server/models/demo-requests.server";
import { getReviewsSection } from "../../server/models/reviews.server";
import { getSiteSettings } from "../../server/models/settings.server";
import { handlePublicForm } from "../../server/public-form.server";
import { RATE_LIMITED_MESSAGE } from "../../server/rate-limit.server";
import type { Route } from "./+types/home";
import type { loader as layoutLoader } from "./layout";

const HERO_PRELOAD = "/images/hero/mobile-repair.svg";

export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: HERO_PRELOAD, type: "image/svg+xml", fetchPriority: "high" },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return seo({
    title: site.t("home.metaTitle", { site: site.settings.site_name }),
    description: site.t("home.metaDescription"),
    path: "/",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

export async function loader(_: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  const [courses, reviews] = await Promise.all([
    // Spec 8: home course fetch errors are only logged; the grid stays empty.
    listHomeCourses().catch((error: unknown) => {
      logger.error({ err: error }, "home courses failed to load");
      return [];
    }),
    getReviewsSection(settings.google_place_id),
  ]);
  return { courses, reviews };
}

/** The demo-class form (spec 5): stored in demo_requests, then on to the WhatsApp chat. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const withJs = formData.get("js") === "1";
  const fail = (result: Omit<Extract<DemoActionResult, { ok: false }>, "ok">, status: number) =>
    data<DemoActionResult>({ ok: false, ...result }, { status });
  const chatUrl = async (demo: DemoRequest) => demoWhatsAppUrl((await getSiteSettings()).whatsapp_number, demo);
  const toChat = (whatsappUrl: string) => (withJs ? data<DemoActionResult>({ ok: true, whatsappUrl }) : redirect(whatsappUrl));
  const failed = (error: unknown) => {
    logger.error({ err: error }, "demo request failed");
    return fail({ fieldErrors: {}, formError: DEMO_MESSAGES.failure.description }, 500);
  };

  return handlePublicForm({
    form: "demo",
    formData,
    clientIp: context.clientIp,
    schema: demoSchema,
    // A bot that filled the honeypot gets the same answer (its own words in the chat link, cut
    // to the form's lengths so the link stays a link), and nothing is stored.
    honeypot: (values) => {
      const field = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);
      const demo = { name: field(values.name, LIMITS.demoNameMax), mobile: field(values.mobile, 20), course: field(values.course, 200) };
      return chatUrl(demo).then(toChat, failed);
    },
    invalid: ({ fieldErrors, values }) => fail({ fieldErrors, values, formError: DEMO_MESSAGES.failure.description }, 400),
    rateLimited: () => fail({ fieldErrors: {}, formError: RATE_LIMITED_MESSAGE }, 429),
    store: async (demo) => {
      try {
        const whatsappUrl = await chatUrl(demo);
        // The same mobile and course within minutes is stored once and answered the same way.
        await createDemoRequest(demo);
        return toChat(whatsappUrl);
      } catch (error) {
        return failed(error);
      }
    },
  });
}

export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { courses, reviews } = loaderData;
  const settings = useRouteLoaderData<typeof layoutLoader>("routes/site/layout")?.settings ?? SITE_DEFAULTS;
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
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-courses">
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mx-auto mt-10 max-w-lg rounded-xl border bg-white p-6 text-center text-muted-foreground">
              {t("home.courses.none")}
            </p>
          )}
          <div className="mt-10 text-center">
            <Link
              to={to("/courses")}
              className="inline-flex h-12 items-center gap-2 rounded-md bg-primary px-6 text-base font-bold text-white hover:bg-brand-800"
            >
              {t("home.courses.viewAll")} <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
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
            <DemoForm serverResult={actionData} />
          </div>
        </div>
      </section>

      <PromoPopup phone={settings.contact_phone} whatsapp={settings.whatsapp_number} />
    </>
  );
}
