import { Building2, CalendarDays, GraduationCap, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { GalleryMasonry } from "../../components/site/gallery-masonry";
import { PageHero } from "../../components/site/page-hero";
import { Button } from "../../components/ui/button";
import { seo, siteData } from "../../lib/seo";
import { listPublicGallery } from "../../server/models/gallery.server";
import { describeImage } from "../../server/storage.server";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return seo({
    title: "Gallery",
    description: "Photos of our repair labs, classrooms, BGA machines, AC and HVAC training bays, site visits and student hostel in Delhi.",
    path: "/gallery",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

export async function loader(_: Route.LoaderArgs) {
  const rows = await listPublicGallery();
  const items = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      alt: row.alt_text?.trim() || row.title,
      is_featured: row.is_featured,
      image: await describeImage(row.image_url),
    })),
  );
  return { items };
}

/** Static marketing figures (spec 1). */
const STATS = [
  { icon: GraduationCap, value: "500+", label: "Students trained" },
  { icon: TrendingUp, value: "95%", label: "Placement record" },
  { icon: CalendarDays, value: "2021", label: "Training since" },
  { icon: Building2, value: "Hostel", label: "For outstation students" },
];

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <>
      <PageHero title="Gallery">
        <p>Real benches, real machines, real students. A look inside our labs, classrooms and hostel.</p>
      </PageHero>

      <section aria-label="Institute in numbers" className="border-b bg-white px-4 py-6">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 md:grid-cols-4">
          {STATS.map(({ icon: Icon, value, label }) => (
            <li key={label} className="flex flex-col items-start gap-2 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:gap-3">
              <Icon className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
              <p className="flex flex-col-reverse">
                <span className="text-sm text-muted-foreground">{label}</span>
                <span className="text-2xl font-extrabold text-brand-950">{value}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 px-4 py-10 md:py-14" aria-labelledby="gallery-title">
        <div className="mx-auto max-w-7xl">
          <h2 id="gallery-title" className="mb-6 text-2xl font-extrabold text-brand-950 md:text-3xl">
            Life at the institute
          </h2>
          {items.length > 0 ? (
            <GalleryMasonry items={items} />
          ) : (
            <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-white p-10 text-center">
              <img src="/images/empty-state.svg" alt="" width={160} height={120} />
              <p className="text-lg font-semibold text-brand-950">New photos are on their way</p>
              <p className="text-muted-foreground">Visit us for a free demo class and see the labs yourself.</p>
            </div>
          )}
        </div>
      </section>

      <section className="px-4 py-12">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 text-center">
          <p className="text-2xl font-bold text-brand-950">See it in person</p>
          <p className="max-w-xl text-muted-foreground">Book a free demo class, meet the trainers and try the equipment before you join.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="action" size="lg">
              <Link to="/admission">Enroll Now</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/contact">Visit the Campus</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
