import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Award, BadgeCheck, Briefcase, CalendarCheck, FileCheck2, GraduationCap, QrCode, Search, ShieldCheck, Wrench } from "lucide-react";
import { useMemo } from "react";
import { data, Form, useNavigation } from "react-router";
import { TextField } from "#app/components/form-fields";
import { StatusButton } from "#app/components/forms";
import { type HtmlFirstHandle, htmlFirstWith } from "#app/components/html-first";
import { PageHero } from "#app/components/site/page-hero";
import { ActionPair, FeatureCards, type IconTable, PageSection, Panel, SplitSection } from "#app/components/site/page-section";
import { dismissToasts, type ToastMessage, useShowToast } from "#app/components/toaster";
import { useZodForm } from "#app/components/use-zod-form";
import { type CERTIFICATE_MESSAGES, certificateLookupSchemaWith } from "#app/features/certificates/certificate-lookup-schema";
import { CertificateFound, CertificateProblem, type CertificateView } from "#app/features/certificates/certificate-result";
import { certificateSheetView } from "#app/features/certificates/certificate-sheet-view.server";
import { findCertificateById } from "#app/features/certificates/find-certificate-by-id.server";
import { translatorFor } from "#app/i18n/i18n";
import { langFromPath } from "#app/i18n/lang";
import type { Translate } from "#app/i18n/translate";
import { useI18n } from "#app/i18n/use-i18n";
import { catalogueSeo, siteData } from "#app/lib/seo";
import { hit, RATE_RULES } from "#app/server/http/rate-limit.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/certificate";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteData(matches);
  const tags = catalogueSeo(site, "certificate", "/certificate");
  // A verification result is one person's record: keep it out of search results.
  return new URLSearchParams(location.search).has("id") ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

type Lookup =
  | { status: "idle" }
  | { status: "found"; certificate: CertificateView }
  | { status: "invalid" | "not-found" | "failed" | "rate-limited"; message: string };

/**
 * `/certificate?id=XYZ` verifies on load (a GET form), so a verification link can be
 * shared or printed as a QR code and the page works without JavaScript.
 */
/** The loader's answer: the id asked for, the outcome, and for a refused id Conform's reply (the field's error). */
type LookupData = { query: string; lookup: Lookup; result?: SubmissionResult<string[]> };

/** A failed lookup's toast (the page also says it inline); none for a verified or refused id. */
function lookupToast(lookup: Lookup, title: string): ToastMessage | null {
  return lookup.status === "not-found" || lookup.status === "failed" || lookup.status === "rate-limited"
    ? { title, description: lookup.message, type: "error" }
    : null;
}

// Finished HTML, no hydration: the ID is looked up by a GET form, a blank one is refused by the
// page's island, a failed lookup's toast is drawn in the HTML (decision 024).
export const handle: HtmlFirstHandle = {
  ...htmlFirstWith("certificate"),
  toast: (data: LookupData, t: Translate) => lookupToast(data.lookup, t("certificate.lookup.errorTitle")),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // The spec's messages on English pages, the catalogue's Hindi ones on /hi.
  const message = (key: keyof typeof CERTIFICATE_MESSAGES | "rateLimited") => translatorFor(lang)(`certificate.lookup.${key}`);
  const raw = url.searchParams.get("id");
  if (raw === null) return data<LookupData>({ query: "", lookup: { status: "idle" } as Lookup });
  const query = raw.trim();
  const schema = certificateLookupSchemaWith({ empty: message("empty"), notFound: message("notFound") });
  const submission = parseWithZod(new URLSearchParams({ id: raw }), { schema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const invalid = submission.error?.id?.[0] ?? message("empty");
    // The form's field error comes back as Conform's reply, like a refused post's.
    return data<LookupData>(
      { query, lookup: { status: "invalid", message: invalid } as Lookup, result: submission.reply() },
      { status: 400 },
    );
  }
  const parsed = { data: submission.value };
  try {
    if (!(await hit("lookup", context.clientIp, RATE_RULES.lookup))) {
      return data<LookupData>({ query, lookup: { status: "rate-limited", message: message("rateLimited") } as Lookup }, { status: 429 });
    }
    const found = await findCertificateById(parsed.data.id);
    if (!found)
      return data<LookupData>({ query, lookup: { status: "not-found", message: message("notFound") } as Lookup }, { status: 404 });
    const certificate = await certificateSheetView(found, null, lang);
    return data<LookupData>({ query, lookup: { status: "found", certificate } as Lookup });
  } catch (error) {
    logger.error({ err: error }, "certificate lookup failed");
    return data<LookupData>({ query, lookup: { status: "failed", message: message("failed") } as Lookup }, { status: 503 });
  }
}

/** Icons here, words in the catalogue (certificate.types.<key>Title / <key>Text, certificate.benefits.<key>). */
const TYPES = { completion: GraduationCap, chip: Wrench, internship: Briefcase, merit: Award } satisfies IconTable;
const BENEFITS = {
  attendance: CalendarCheck,
  uniqueId: ShieldCheck,
  share: QrCode,
  employers: Briefcase,
  loans: FileCheck2,
} satisfies IconTable;

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { query, lookup } = loaderData;
  const { t, to } = useI18n();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === to("/certificate");
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // A new lookup: the last one's toast goes now, and its result while this one loads.
    dismissToasts();
    formProps.onSubmit(event);
  };
  // The browser's instant messages in the page's language, from the same rule as the loader's.
  const { fields, formProps } = useZodForm({
    id: "certificate-lookup",
    schema: () =>
      import("#app/features/certificates/certificate-lookup-schema").then((m) =>
        m.certificateLookupSchemaWith({ empty: t("certificate.lookup.empty"), notFound: t("certificate.lookup.notFound") }),
      ),
    lastResult: loaderData.result,
  });
  const toast = useMemo(() => lookupToast(lookup, t("certificate.lookup.errorTitle")), [lookup, t]);
  useShowToast(toast);

  return (
    <>
      <PageHero title={t("certificate.title")} intro={t("certificate.intro")} />

      <section className="bg-brand-50/60 px-4 py-10 md:py-14">
        <div className="mx-auto grid max-w-4xl gap-6">
          <Panel
            title={t("certificate.verifyTitle")}
            icon={<BadgeCheck className="size-6 text-brand-600" aria-hidden="true" />}
            className="rounded-2xl border bg-white p-5 shadow-sm md:p-8"
            headingClassName="text-xl font-bold text-brand-950"
          >
            <p className="mt-1 text-sm text-muted-foreground">{t("certificate.verifyHint")}</p>
            <Form
              method="get"
              action={to("/certificate")}
              className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start"
              {...formProps}
              onSubmit={onSubmit}
              data-island="certificate-lookup"
              data-empty-message={t("certificate.lookup.empty")}
            >
              <TextField
                // The id asked for, also after a lookup in the browser (a GET navigation keeps this form's state).
                meta={{ id: fields.id.id, name: fields.id.name, errors: fields.id.errors, initialValue: query, key: query }}
                label={t("certificate.idLabel")}
                className="flex-1"
                placeholder={t("certificate.idPlaceholder")}
                input={{ autoCapitalize: "characters", spellCheck: false }}
              />
              <StatusButton type="submit" pending={pending} pendingText={t("certificate.verifying")} size="lg" className="sm:mt-[1.375rem]">
                <Search aria-hidden="true" /> {t("certificate.verify")}
              </StatusButton>
            </Form>
          </Panel>

          <div aria-live="polite" aria-busy={pending} className={pending ? "hidden" : undefined}>
            {lookup.status === "found" ? <CertificateFound certificate={lookup.certificate} /> : null}
            {lookup.status === "not-found" || lookup.status === "rate-limited" ? <CertificateProblem message={lookup.message} /> : null}
            {lookup.status === "failed" ? <CertificateProblem message={lookup.message} tone="error" /> : null}
          </div>
        </div>
      </section>

      <PageSection headingId="types-title" title={t("certificate.typesTitle")} className="px-4 py-12 md:py-16">
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("certificate.typesIntro")}</p>
        <FeatureCards ns="certificate.types" icons={TYPES} layout="boxed" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" />
      </PageSection>

      <BenefitsSection />
    </>
  );
}

/** Why the certificate counts, beside the call to start a course. */
function BenefitsSection() {
  const { t } = useI18n();
  return (
    <SplitSection
      headingId="benefits-title"
      title={t("certificate.benefitsTitle")}
      className="bg-brand-950 px-4 py-12 text-white md:py-16"
      gridClassName="lg:items-center"
      aside={
        <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 md:p-8">
          <p className="text-xl font-bold">{t("certificate.startTitle")}</p>
          <p className="mt-2 text-brand-100">{t("certificate.startText")}</p>
          <ActionPair ns="certificate" other={{ to: "/courses", key: "browse" }} onDark className="mt-6 flex flex-col gap-3 sm:flex-row" />
        </div>
      }
    >
      <ul className="mt-6 grid gap-4">
        {Object.entries(BENEFITS).map(([key, Icon]) => (
          <li key={key} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-action-400" aria-hidden="true" />
            <span className="leading-7 text-brand-100">{t(`certificate.benefits.${key}`)}</span>
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}
