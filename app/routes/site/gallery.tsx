import { Building2, CalendarDays, GraduationCap, TrendingUp } from "lucide-react";
import { htmlFirstWith } from "#app/components/html-first";
import { GalleryMasonry } from "#app/components/site/gallery-masonry";
import { PageHero } from "#app/components/site/page-hero";
import { ClosingCall, PageSection } from "#app/components/site/page-section";
import { useSiteSettings } from "#app/components/site/use-site-settings";
import { listPublicGallery } from "#app/features/gallery/gallery.server";
import { useI18n } from "#app/i18n/use-i18n";
import { catalogueMeta } from "#app/lib/seo";
import { instituteFigures, trustValues } from "#app/lib/trust-figures";
import { describeImage } from "#app/server/storage/storage.server";
import type { Route } from "./+types/gallery";

// Finished HTML, no hydration: the shell island and the gallery's enlarged view (decision 024).
export const handle = htmlFirstWith("gallery");

export const meta: Route.MetaFunction = catalogueMeta("gallery", "/gallery");

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

/** Each figure's icon, by its key in instituteFigures(). */
const FIGURE_ICONS = { students: GraduationCap, rate: TrendingUp, year: CalendarDays, hostel: Building2 } as const;

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const { t } = useI18n();
  const values = trustValues(useSiteSettings());
  // Spec 1's marketing figures, from settings (the same on every page).
  const stats = instituteFigures(t, values, "gallery");
  return (
    <>
      <PageHero title={t("gallery.title")} intro={t("gallery.intro")} />

      <section aria-label={t("gallery.numbersLabel")} className="border-b bg-white px-4 py-6">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 md:grid-cols-4">
          {stats.map(({ key, value, label }) => {
            const Icon = FIGURE_ICONS[key];
            return (
              <li key={key} className="flex flex-col items-start gap-2 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:gap-3">
                <Icon className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
                <p className="flex flex-col-reverse">
                  <span className="text-sm text-muted-foreground">{label}</span>
                  <span className="text-2xl font-extrabold text-brand-950">{value}</span>
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <PageSection
        headingId="gallery-title"
        title={t("gallery.lifeTitle")}
        className="bg-slate-50 px-4 py-10 md:py-14"
        headingClassName="mb-6"
      >
        {items.length > 0 ? (
          <GalleryMasonry items={items} />
        ) : (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-white p-10 text-center">
            <img src="/images/empty-state.svg" alt="" width={160} height={120} />
            <p className="text-lg font-semibold text-brand-950">{t("gallery.emptyTitle")}</p>
            <p className="text-muted-foreground">{t("gallery.emptyText")}</p>
          </div>
        )}
      </PageSection>

      <ClosingCall ns="gallery" second={{ to: "/contact", key: "visitCampus" }} />
    </>
  );
}
