import { Award, BadgeCheck, Briefcase, CalendarCheck, FileCheck2, GraduationCap, QrCode, Search, ShieldCheck, Wrench } from "lucide-react";
import { useMemo } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { ErrorList, StatusButton, useFormValidation } from "../../components/forms";
import { CertificateFound, CertificateProblem, type CertificateView } from "../../components/site/certificate-result";
import { PageHero } from "../../components/site/page-hero";
import { dismissToasts, type ToastMessage, useShowToast } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/input";
import { seo, siteData } from "../../lib/seo";
import { CERTIFICATE_MESSAGES, certificateLookupSchema } from "../../lib/validation/certificate-lookup";
import { certificateSheetView } from "../../server/certificate-view.server";
import { logger } from "../../server/logger.server";
import { findCertificateById } from "../../server/models/certificates.server";
import { hit, RATE_LIMITED_MESSAGE, RATE_RULES } from "../../server/rate-limit.server";
import type { Route } from "./+types/certificate";

const loadLookupSchema = () => import("../../lib/validation/certificate-lookup").then((m) => m.certificateLookupSchema);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteData(matches);
  const tags = seo({
    title: "Certificate Verification",
    description: "Verify a Supertech Institute certificate by its ID, and see the certificates our repair training courses award.",
    path: "/certificate",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
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
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("id");
  if (raw === null) return data({ query: "", lookup: { status: "idle" } as Lookup });
  const query = raw.trim();
  const parsed = certificateLookupSchema.safeParse({ id: raw });
  if (!parsed.success) {
    return data(
      { query, lookup: { status: "invalid", message: parsed.error.issues[0]?.message ?? CERTIFICATE_MESSAGES.empty } as Lookup },
      { status: 400 },
    );
  }
  try {
    if (!(await hit("lookup", context.clientIp, RATE_RULES.lookup))) {
      return data({ query, lookup: { status: "rate-limited", message: RATE_LIMITED_MESSAGE } as Lookup }, { status: 429 });
    }
    const found = await findCertificateById(parsed.data.id);
    if (!found) return data({ query, lookup: { status: "not-found", message: CERTIFICATE_MESSAGES.notFound } as Lookup }, { status: 404 });
    const certificate = await certificateSheetView(found, null);
    return data({ query, lookup: { status: "found", certificate } as Lookup });
  } catch (error) {
    logger.error({ err: error }, "certificate lookup failed");
    return data({ query, lookup: { status: "failed", message: CERTIFICATE_MESSAGES.failed } as Lookup }, { status: 503 });
  }
}

const TYPES = [
  {
    icon: GraduationCap,
    title: "Course Completion Certificate",
    text: "Awarded at the end of every course: mobile, laptop, AC, HVAC, fridge and washing machine, CCTV and more.",
  },
  {
    icon: Wrench,
    title: "Chip-Level Expertise Certificate",
    text: "For advanced students who pass the practical test on BGA, reballing and board-level fault finding.",
  },
  {
    icon: Briefcase,
    title: "Internship & Practical Training Certificate",
    text: "Records the hours spent on live repairs in our service lab and at partner sites.",
  },
  { icon: Award, title: "Merit Certificate", text: "For the top performers of each batch, with distinction noted on the certificate." },
];

const BENEFITS = [
  { icon: CalendarCheck, text: "Earned on completing the course with at least 80% attendance and the practical assessment." },
  { icon: ShieldCheck, text: "Every certificate carries a unique ID that anyone can verify on this page." },
  { icon: QrCode, text: "Share a verification link, or print it as a QR code on your CV." },
  { icon: Briefcase, text: "Shows service centres and employers exactly what you trained in and when." },
  { icon: FileCheck2, text: "Supports your application for shop registration and self-employment loans." },
];

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { query, lookup } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/certificate";
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // A new lookup: the last one's toast goes now, and its result while this one loads.
    dismissToasts();
    formProps.onSubmit(event);
  };
  const serverErrors = lookup.status === "invalid" ? { id: lookup.message } : undefined;
  const { errors, formProps } = useFormValidation(loadLookupSchema, serverErrors);
  const toast = useMemo<ToastMessage | null>(
    () =>
      lookup.status === "not-found" || lookup.status === "failed" || lookup.status === "rate-limited"
        ? { title: "Error", description: lookup.message, type: "error" }
        : null,
    [lookup],
  );
  useShowToast(toast);

  return (
    <>
      <PageHero title="Certificate Verification">
        <p>Check that a certificate issued by our institute is genuine. Enter the certificate ID printed on it.</p>
      </PageHero>

      <section className="bg-brand-50/60 px-4 py-10 md:py-14">
        <div className="mx-auto grid max-w-4xl gap-6">
          <div className="rounded-2xl border bg-white p-5 shadow-sm md:p-8">
            <h2 className="flex items-center gap-2 text-xl font-bold text-brand-950">
              <BadgeCheck className="size-6 text-brand-600" aria-hidden="true" /> Verify a certificate
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              The ID looks like STI-2025-0001. Capital or small letters, spaces and hyphens do not matter.
            </p>
            <Form
              method="get"
              action="/certificate"
              className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start"
              {...formProps}
              onSubmit={onSubmit}
            >
              <div className="flex flex-1 flex-col gap-1.5">
                <Label htmlFor="certificate-id">Certificate ID</Label>
                <Input
                  id="certificate-id"
                  name="id"
                  defaultValue={query}
                  key={query}
                  placeholder="e.g. STI-2025-0001"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  aria-invalid={errors.id ? true : undefined}
                  aria-describedby={errors.id ? "certificate-id-error" : undefined}
                />
                <ErrorList id="certificate-id-error" error={errors.id} />
              </div>
              <StatusButton type="submit" pending={pending} pendingText="Verifying..." size="lg" className="sm:mt-[1.375rem]">
                <Search aria-hidden="true" /> Verify
              </StatusButton>
            </Form>
          </div>

          <div aria-live="polite" aria-busy={pending} className={pending ? "hidden" : undefined}>
            {lookup.status === "found" ? <CertificateFound certificate={lookup.certificate} /> : null}
            {lookup.status === "not-found" || lookup.status === "rate-limited" ? <CertificateProblem message={lookup.message} /> : null}
            {lookup.status === "failed" ? <CertificateProblem message={lookup.message} tone="error" /> : null}
          </div>
        </div>
      </section>

      <section className="px-4 py-12 md:py-16" aria-labelledby="types-title">
        <div className="mx-auto max-w-7xl">
          <h2 id="types-title" className="text-2xl font-extrabold text-brand-950 md:text-3xl">
            Certificates we award
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Every certificate is issued in the student's name, signed by the approving trainer and recorded here.
          </p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {TYPES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-white p-5 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-bold text-brand-950">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-brand-950 px-4 py-12 text-white md:py-16" aria-labelledby="benefits-title">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="benefits-title" className="text-2xl font-extrabold md:text-3xl">
              Why our certificate counts
            </h2>
            <ul className="mt-6 grid gap-4">
              {BENEFITS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-action-400" aria-hidden="true" />
                  <span className="leading-7 text-brand-100">{text}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 md:p-8">
            <p className="text-xl font-bold">Start the course that ends with your certificate</p>
            <p className="mt-2 text-brand-100">Hands-on batches of at most 20 students, with a free demo class before you join.</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="action" size="lg">
                <Link to="/admission">Apply for Admission</Link>
              </Button>
              <Button asChild variant="outline" size="lg" className="border-white/40 bg-transparent text-white hover:bg-white/10">
                <Link to="/courses">Browse Courses</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
