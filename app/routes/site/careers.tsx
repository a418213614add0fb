import { Briefcase, Clock, GraduationCap, Mail, MapPin, TrendingUp, Users } from "lucide-react";
import { PageHero } from "../../components/site/page-hero";
import { seo, siteData } from "../../lib/seo";
import { getSiteSettings } from "../../server/models/settings.server";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return seo({
    title: "Careers",
    description: "Join our team in Delhi: repair trainers, admission counsellors and lab assistants. Apply by e-mail.",
    path: "/careers",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

export async function loader(_: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  return { siteName: settings.site_name, email: settings.contact_email, address: settings.address };
}

const ROLES = [
  {
    title: "Repair Trainer",
    type: "Full-time",
    summary: "Teach mobile, laptop, AC or HVAC repair to batches of up to 20 students, at the bench and on the board.",
    needs: [
      "3+ years of hands-on repair work (chip-level for mobile and laptop)",
      "Clear explanations in Hindi and English",
      "Patience with beginners",
    ],
  },
  {
    title: "Admission Counsellor",
    type: "Full-time",
    summary: "Answer calls, WhatsApp messages and walk-ins; help students and parents choose the right course; follow up on enquiries.",
    needs: [
      "Friendly, confident communication in Hindi and English",
      "Basic computer skills",
      "Experience in education counselling or sales is a plus",
    ],
  },
  {
    title: "Lab Assistant",
    type: "Full-time",
    summary: "Prepare workstations and practice devices, look after tools and stock, and help students during practical sessions.",
    needs: ["ITI, diploma or one of our courses completed", "Careful with tools and safety", "Organised and punctual"],
  },
];

/** The other page's claims (spec 1). */
const FIGURES = [
  { icon: GraduationCap, value: "5000+", label: "Students" },
  { icon: TrendingUp, value: "98%", label: "Placement" },
];

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { siteName, email, address } = loaderData;
  return (
    <>
      <PageHero title="Careers">
        <p>Help the next generation of technicians learn a trade for life. We are hiring in Delhi.</p>
      </PageHero>

      <section className="px-4 py-10" aria-label="Why work with us">
        <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[2fr_1fr] lg:items-center">
          <div>
            <h2 className="text-2xl font-extrabold text-brand-950 md:text-3xl">Why work with us</h2>
            <p className="mt-3 text-lg leading-8 text-slate-700">
              Our students have gone on to jobs at service centres and to shops of their own. Behind every one of them is a trainer who took
              the time, a counsellor who picked the right course and a lab that was ready. Join a team that sees the results of its work
              every batch.
            </p>
            <ul className="mt-4 grid gap-2 text-slate-700 sm:grid-cols-2">
              <li className="flex items-center gap-2">
                <Users className="size-5 text-brand-600" aria-hidden="true" /> Small, friendly team
              </li>
              <li className="flex items-center gap-2">
                <Clock className="size-5 text-brand-600" aria-hidden="true" /> Shifts between 08:00 AM and 08:00 PM
              </li>
              <li className="flex items-center gap-2">
                <Briefcase className="size-5 text-brand-600" aria-hidden="true" /> Monthly salary, paid on time
              </li>
              <li className="flex items-center gap-2">
                <MapPin className="size-5 text-brand-600" aria-hidden="true" /> Work in Delhi
              </li>
            </ul>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {FIGURES.map(({ icon: Icon, value, label }) => (
              <div key={label} className="flex flex-col-reverse items-center rounded-2xl bg-brand-950 p-6 text-center text-white">
                <dt className="mt-1 text-brand-100">{label}</dt>
                <dd className="text-3xl font-extrabold text-action-400">{value}</dd>
                <Icon className="mb-2 size-7 text-brand-200" aria-hidden="true" />
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="bg-slate-50 px-4 py-12 md:py-16" aria-labelledby="roles-title">
        <div className="mx-auto max-w-7xl">
          <h2 id="roles-title" className="text-2xl font-extrabold text-brand-950 md:text-3xl">
            Open roles
          </h2>
          <ul className="mt-8 grid gap-5 lg:grid-cols-3">
            {ROLES.map((role) => (
              <li key={role.title} className="flex flex-col rounded-2xl border bg-white p-6 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-xl font-bold text-brand-950">{role.title}</h3>
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{role.type}</span>
                </div>
                <p className="mt-3 leading-7 text-slate-700">{role.summary}</p>
                <p className="mt-4 text-sm font-semibold text-brand-950">What you need</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
                  {role.needs.map((need) => (
                    <li key={need}>{need}</li>
                  ))}
                </ul>
                <a
                  href={`mailto:${email}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}
                  className="mt-6 inline-flex h-11 items-center justify-center gap-2 rounded-md bg-action-500 px-5 font-semibold text-brand-950 hover:bg-action-400"
                >
                  <Mail className="size-4" aria-hidden="true" /> Apply by e-mail<span className="sr-only"> for {role.title}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-3xl leading-7 text-slate-700">
            To apply, e-mail your CV to{" "}
            <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
              {email}
            </a>{" "}
            with the role in the subject line. Don't see your role? Write to us anyway. {siteName}, {address}.
          </p>
        </div>
      </section>
    </>
  );
}
