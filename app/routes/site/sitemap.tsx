import { Link } from "react-router";
import { HTML_FIRST } from "#app/components/html-first";
import { PageHero } from "#app/components/site/page-hero";
import { PageLinks } from "#app/components/site/page-links";
import { listCourseMenu } from "#app/features/courses/courses.server";
import { useI18n } from "#app/i18n/use-i18n";
import { courseName } from "#app/lib/course-card-state";
import { catalogueMeta } from "#app/lib/seo";
import type { Route } from "./+types/sitemap";

// Finished HTML, no hydration: the shell island only (decision 024).
export const handle = HTML_FIRST;

export const meta: Route.MetaFunction = catalogueMeta("sitemap", "/sitemap");

export async function loader(_: Route.LoaderArgs) {
  return { courses: await listCourseMenu() };
}

/** The site's pages by group (sitemap.<group>): each page's label key in the catalogue (sitemap.<key>) and its path. */
const GROUPS = {
  institute: { home: "/", about: "/about", gallery: "/gallery", careers: "/careers", contact: "/contact" },
  coursesAdmission: {
    courses: "/courses",
    allCourses: "/internal-courses",
    onlineCourses: "/online-courses",
    admission: "/admission",
    certificate: "/certificate",
  },
  legal: { privacy: "/privacy", terms: "/terms", sitemap: "/sitemap" },
} as const;

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { courses } = loaderData;
  const { t, to, lang } = useI18n();
  return (
    <>
      <PageHero title={t("sitemap.title")} intro={t("sitemap.intro")} />
      <div className="px-4 py-10 md:py-14">
        <div className="mx-auto grid max-w-7xl gap-10 md:grid-cols-[1fr_2fr]">
          <div className="grid content-start gap-8">
            {Object.entries(GROUPS).map(([group, pages]) => (
              <nav key={group} aria-labelledby={`sitemap-${group}`}>
                <h2 id={`sitemap-${group}`} className="text-xl font-bold text-brand-950">
                  {t(`sitemap.${group}`)}
                </h2>
                <PageLinks
                  links={Object.entries(pages).map(([key, to]) => ({ key, to }))}
                  ns="sitemap"
                  className="mt-3 space-y-2"
                  linkClassName="text-brand-700 underline-offset-4 hover:underline"
                />
              </nav>
            ))}
          </div>
          <nav aria-labelledby="sitemap-courses">
            <h2 id="sitemap-courses" className="text-xl font-bold text-brand-950">
              {t("sitemap.ourCourses", { count: courses.length })}
            </h2>
            {courses.length > 0 ? (
              <ul className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
                {courses.map((course) => (
                  <li key={course.id}>
                    <Link to={to(`/course/${course.id}`)} className="text-brand-700 underline-offset-4 hover:underline">
                      {courseName(course, lang)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted-foreground">
                {t("sitemap.noneBefore")}{" "}
                <Link to={to("/contact")} className="text-brand-700 underline">
                  {t("sitemap.noneLink")}
                </Link>{" "}
                {t("sitemap.noneAfter")}
              </p>
            )}
          </nav>
        </div>
      </div>
    </>
  );
}
