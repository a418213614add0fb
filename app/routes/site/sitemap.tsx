import { Link } from "react-router";
import { PageHero } from "../../components/site/page-hero";
import { seo, siteData } from "../../lib/seo";
import { listCourseMenu } from "../../server/models/courses.server";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return seo({
    title: "Sitemap",
    description: "Every page of our website and every course we offer, in one list.",
    path: "/sitemap",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

export async function loader(_: Route.LoaderArgs) {
  return { courses: await listCourseMenu() };
}

const GROUPS = [
  {
    title: "Institute",
    links: [
      { to: "/", label: "Home" },
      { to: "/about", label: "About Us" },
      { to: "/gallery", label: "Gallery" },
      { to: "/careers", label: "Careers" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Courses and admission",
    links: [
      { to: "/courses", label: "Courses" },
      { to: "/internal-courses", label: "All Courses" },
      { to: "/online-courses", label: "Online Courses" },
      { to: "/admission", label: "Admission" },
      { to: "/certificate", label: "Certificate Verification" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms of Service" },
      { to: "/sitemap", label: "Sitemap" },
    ],
  },
];

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { courses } = loaderData;
  return (
    <>
      <PageHero title="Sitemap">
        <p>Every page and every course on one page.</p>
      </PageHero>
      <div className="px-4 py-10 md:py-14">
        <div className="mx-auto grid max-w-7xl gap-10 md:grid-cols-[1fr_2fr]">
          <div className="grid content-start gap-8">
            {GROUPS.map((group) => (
              <nav key={group.title} aria-labelledby={`sitemap-${group.title}`}>
                <h2 id={`sitemap-${group.title}`} className="text-xl font-bold text-brand-950">
                  {group.title}
                </h2>
                <ul className="mt-3 space-y-2">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="text-brand-700 underline-offset-4 hover:underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <nav aria-labelledby="sitemap-courses">
            <h2 id="sitemap-courses" className="text-xl font-bold text-brand-950">
              Our courses ({courses.length})
            </h2>
            {courses.length > 0 ? (
              <ul className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
                {courses.map((course) => (
                  <li key={course.id}>
                    <Link to={`/course/${course.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                      {course.course_name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted-foreground">
                New batches are being planned.{" "}
                <Link to="/contact" className="text-brand-700 underline">
                  Contact us
                </Link>{" "}
                for the next dates.
              </p>
            )}
          </nav>
        </div>
      </div>
    </>
  );
}
