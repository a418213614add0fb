import {
  BedDouble,
  BookOpenCheck,
  Cpu,
  Eye,
  Handshake,
  HeartHandshake,
  Lightbulb,
  Microscope,
  Quote,
  ShieldCheck,
  Target,
  Users,
  Wrench,
} from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "../../components/site/page-hero";
import { Button } from "../../components/ui/button";
import { seo, siteData } from "../../lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return seo({
    title: "About Us",
    description:
      "Since 2021 we have trained 500+ students in mobile, laptop, AC, HVAC and appliance repair in Delhi, with 95% placement and a hostel for students.",
    path: "/about",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

/** Static marketing claims (spec 1: hero and about). */
const STATS = [
  { value: "500+", label: "Students trained" },
  { value: "95%", label: "Placement record" },
  { value: "2021", label: "Training since" },
  { value: "Hostel", label: "For students from outside Delhi" },
];

const VALUES = [
  { icon: Wrench, title: "Practical first", text: "Every lesson ends at the bench. Students repair real devices, not just watch slides." },
  { icon: ShieldCheck, title: "Honest work", text: "We teach the right fix, safe handling and fair pricing, the habits customers trust." },
  { icon: Users, title: "Small batches", text: "At most 20 students per batch, so every trainer knows every student's progress." },
  {
    icon: Lightbulb,
    title: "Always current",
    text: "New phones, inverter ACs, VRF systems and EVs enter the syllabus as they reach the market.",
  },
];

const FACILITIES = [
  {
    icon: Microscope,
    title: "Microscope workstations",
    text: "One seat per student with microscope, hot air station and soldering station.",
  },
  { icon: Cpu, title: "BGA and OCA machines", text: "Chip rework and screen refurbishing on the same machines service centres use." },
  {
    icon: Wrench,
    title: "AC and HVAC training bays",
    text: "Split and window units, inverter PCBs and a VRF set-up for commissioning practice.",
  },
  {
    icon: BookOpenCheck,
    title: "Smart classrooms",
    text: "Circuit theory on the board before every practical, with notes in Hindi and English.",
  },
  { icon: BedDouble, title: "Student hostel", text: "Clean, safe rooms a short walk away for students from other cities and states." },
  { icon: Handshake, title: "Placement cell", text: "Introductions to service centres and repair shops, and guidance to start your own." },
];

export default function AboutPage() {
  return (
    <>
      <PageHero title="About Us">
        <p>
          A hands-on repair training institute in Delhi, teaching the trades that keep phones, laptops and air conditioners running since
          2021.
        </p>
      </PageHero>

      <section className="px-4 py-12 md:py-16" aria-labelledby="story-title">
        <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="story-title" className="text-2xl font-extrabold text-brand-950 md:text-3xl">
              Our story
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-8 text-slate-700">
              <p>
                We started in 2021 with one room, six workbenches and a simple idea: young people learn a trade fastest with a tool in their
                hand. Our first batch repaired mobile phones; many of those students now run their own shops.
              </p>
              <p>
                Today more than 500 students have trained with us in mobile and laptop chip-level repair, AC and HVAC systems, fridge and
                washing machine PCBs, CCTV, inverters and electric vehicles. 95% of them found work or opened a shop after the course.
              </p>
              <p>Students come from across Delhi and from other states, so we also run a hostel near the institute.</p>
            </div>
          </div>
          <img
            src="/images/about/institute.svg"
            alt="The institute's building with the reception and a workshop visible through the glass"
            width={1200}
            height={800}
            className="h-auto w-full rounded-2xl border shadow-sm"
          />
        </div>
      </section>

      <section aria-label="Institute in numbers" className="bg-brand-950 px-4 py-10 text-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 text-center md:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-brand-100">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-action-400 md:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="px-4 py-12 md:py-16" aria-label="Mission and vision">
        <div className="mx-auto grid max-w-7xl gap-6 md:grid-cols-2">
          <div className="rounded-2xl border bg-brand-50 p-6 md:p-8">
            <Target className="size-9 text-brand-600" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-extrabold text-brand-950">Our mission</h2>
            <p className="mt-3 text-lg leading-8 text-slate-700">
              To give every student a skill that earns a living: practical, job-ready repair training at a fair fee, taught by technicians
              who still fix devices every day.
            </p>
          </div>
          <div className="rounded-2xl border bg-action-50 p-6 md:p-8">
            <Eye className="size-9 text-action-700" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-extrabold text-brand-950">Our vision</h2>
            <p className="mt-3 text-lg leading-8 text-slate-700">
              To be the most trusted repair training institute in North India, where a certificate from us tells an employer the student can
              do the job from day one.
            </p>
          </div>
        </div>
      </section>

      <section className="bg-slate-50 px-4 py-12 md:py-16" aria-labelledby="values-title">
        <div className="mx-auto max-w-7xl">
          <h2 id="values-title" className="text-2xl font-extrabold text-brand-950 md:text-3xl">
            Our values
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-white p-5 shadow-sm">
                <Icon className="size-8 text-brand-600" aria-hidden="true" />
                <h3 className="mt-3 font-bold text-brand-950">{title}</h3>
                <p className="mt-2 leading-7 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="px-4 py-12 md:py-16" aria-labelledby="ceo-title">
        <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-3xl border bg-white p-6 shadow-sm md:grid-cols-[220px_1fr] md:p-10">
          <img
            src="/images/about/ceo.svg"
            alt="Portrait of the institute's director"
            width={600}
            height={600}
            loading="lazy"
            className="mx-auto size-44 rounded-full border-4 border-brand-100 md:size-52"
          />
          <div>
            <h2 id="ceo-title" className="text-2xl font-extrabold text-brand-950">
              A message from our director
            </h2>
            <blockquote className="relative mt-4 pl-10 text-lg leading-8 text-slate-700">
              <Quote className="absolute left-0 top-1 size-7 text-action-500" aria-hidden="true" />
              <p>
                "When a student walks in, I ask one question: what do you want to be doing a year from now? Our job is to get you there.
                Learn honestly, practise every day, and you will never be short of work, because the world will always need people who can
                fix things."
              </p>
            </blockquote>
            <p className="mt-4 font-semibold text-brand-950">Director and Founder</p>
          </div>
        </div>
      </section>

      <section className="bg-slate-50 px-4 py-12 md:py-16" aria-labelledby="facilities-title">
        <div className="mx-auto max-w-7xl">
          <h2 id="facilities-title" className="text-2xl font-extrabold text-brand-950 md:text-3xl">
            Our facilities
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {FACILITIES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl border bg-white p-5 shadow-sm">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-bold text-brand-950">{title}</h3>
                  <p className="mt-1 leading-7 text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="px-4 py-12">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 text-center">
          <HeartHandshake className="size-10 text-action-600" aria-hidden="true" />
          <p className="text-2xl font-bold text-brand-950">Come and see the labs</p>
          <p className="max-w-xl text-muted-foreground">Book a free demo class, meet the trainers and pick the course that suits you.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="action" size="lg">
              <Link to="/admission">Enroll Now</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/courses">View All Courses</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
