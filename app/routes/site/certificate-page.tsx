import { Search } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { Button } from "#app/components/ui/button";
import { certificatePath } from "#app/features/certificates/certificate-id";
import { CertificateProblem } from "#app/features/certificates/certificate-result";
import {
  CERTIFICATE_PRINT_CSS,
  CertificateActions,
  CertificateSheet,
  CertificateVerdict,
} from "#app/features/certificates/certificate-sheet";
import type { CertificateSheetView } from "#app/features/certificates/certificate-sheet-view";
import { certificateSheetView } from "#app/features/certificates/certificate-sheet-view.server";
import { findCertificateById } from "#app/features/certificates/find-certificate-by-id.server";
import { translatorFor } from "#app/i18n/i18n";
import { langFromPath, localePath } from "#app/i18n/lang";
import { useI18n } from "#app/i18n/use-i18n";
import { pageSeo, siteData } from "#app/lib/seo";
import { hit, RATE_RULES } from "#app/server/http/rate-limit.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/certificate-page";

/** A certificate page names a person: never in search results (robots.txt still lets crawlers read this). */
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteData(matches);
  const view = loaderData && "view" in loaderData ? loaderData.view : null;
  const tags = view
    ? pageSeo(site, {
        title: site.t("certificate.pageMetaTitle", { id: view.certificate_id, name: view.student_name }),
        description: view.revoked
          ? site.t("certificate.pageMetaRevoked", { id: view.certificate_id, on: view.revoked.on })
          : site.t("certificate.pageMetaValid", {
              id: view.certificate_id,
              name: view.student_name,
              course: view.course_name,
              site: site.settings.site_name,
            }),
        path: view.path,
        image: `${view.path}/preview.png`,
      })
    : pageSeo(site, { title: site.t("certificate.metaTitle"), description: site.t("certificate.metaShort"), path: "/certificate" });
  return [...tags, { name: "robots", content: "noindex" }];
};

type Problem = { status: "not-found" | "rate-limited" | "failed"; message: string };

/**
 * `/certificate/{certificate_id}`: the canonical, shareable page of one certificate. The ID
 * is found forgivingly; a differently written ID is redirected to the stored spelling.
 * `?code=` (from a printed copy's QR code) is checked against the record.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // The spec's messages on English pages, the catalogue's Hindi ones on /hi.
  const message = (key: "notFound" | "failed" | "rateLimited") => translatorFor(lang)(`certificate.lookup.${key}`);
  const id = params.certificateId.trim();
  try {
    if (!(await hit("lookup", context.clientIp, RATE_RULES.lookup))) {
      return data({ problem: { status: "rate-limited", message: message("rateLimited") } as Problem }, { status: 429 });
    }
    const found = id.length <= 200 ? await findCertificateById(id) : null;
    if (!found) return data({ problem: { status: "not-found", message: message("notFound") } as Problem }, { status: 404 });
    if (found.certificate_id !== params.certificateId) {
      throw redirect(`${localePath(lang, certificatePath(found.certificate_id))}${url.search}`, 301);
    }
    const view: CertificateSheetView = await certificateSheetView(found, url.searchParams.get("code"), lang);
    return data({ view });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "certificate page failed");
    return data({ problem: { status: "failed", message: message("failed") } as Problem }, { status: 503 });
  }
}

export default function CertificateCanonicalPage({ loaderData, matches }: Route.ComponentProps) {
  const site = siteData(matches);
  const { t, to } = useI18n();
  if ("problem" in loaderData) {
    return (
      <section className="bg-brand-50/60 px-4 py-12 md:py-16">
        <div className="mx-auto grid max-w-2xl gap-5">
          <h1 className="text-2xl font-extrabold text-brand-950">{t("certificate.title")}</h1>
          <CertificateProblem message={loaderData.problem.message} tone={loaderData.problem.status === "failed" ? "error" : "warning"} />
          <Button asChild size="lg" className="justify-self-start">
            <Link to={to("/certificate")}>
              <Search aria-hidden="true" /> {t("certificate.lookUpAnother")}
            </Link>
          </Button>
        </div>
      </section>
    );
  }
  const { view } = loaderData;
  const settings = site.settings as { site_name: string; address?: string };
  const institute = { site_name: settings.site_name, address: settings.address ?? "" };
  return (
    <div data-certificate-page className="bg-brand-50/60">
      <style>{CERTIFICATE_PRINT_CSS}</style>
      <div data-certificate-stack className="mx-auto grid max-w-5xl gap-5 px-4 py-8 md:py-12">
        <nav aria-label={t("nav.landmarks.breadcrumb")} className="text-sm text-muted-foreground">
          <Link to={to("/certificate")} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t("certificate.title")}
          </Link>
          <span aria-hidden="true"> / </span>
          <span className="break-all">{view.certificate_id}</span>
        </nav>
        <CertificateVerdict view={view} />
        <CertificateActions view={view} siteName={institute.site_name} />
        <CertificateSheet view={view} institute={institute} />
        <p className="text-sm text-muted-foreground">
          {t("certificate.keysBefore")}{" "}
          <a href="/certificate-keys.json" className="font-medium text-brand-700 underline underline-offset-4">
            {t("certificate.keysLink")}
          </a>{" "}
          {t("certificate.keysAfter")}
        </p>
      </div>
    </div>
  );
}
