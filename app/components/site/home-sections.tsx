import {
  Award,
  BadgeCheck,
  BedDouble,
  BookOpenCheck,
  CalendarClock,
  Cpu,
  GraduationCap,
  Hand,
  Laptop,
  Layers,
  Smartphone,
  Smile,
  TrendingUp,
  Users,
  Wrench,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/utils";

export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
  className,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      {eyebrow ? <p className="text-sm font-bold uppercase tracking-wider text-action-600">{eyebrow}</p> : null}
      <h2 id={id} className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-brand-950 md:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-3 text-base leading-7 text-muted-foreground md:text-lg">{children}</p> : null}
    </div>
  );
}

/** The hero and about claims (spec 1), right under the carousel. */
export function ClaimsStrip() {
  const claims = [
    { icon: Users, text: "500+ students trained" },
    { icon: TrendingUp, text: "95% placement" },
    { icon: CalendarClock, text: "Since 2021" },
    { icon: BedDouble, text: "Hostel facility" },
  ];
  return (
    <div className="border-b bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-3 px-4 py-4 md:grid-cols-4">
        {claims.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center justify-center gap-2 text-sm font-semibold text-brand-900 md:text-base">
            <Icon aria-hidden="true" className="size-5 text-action-600" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Rs. 3000 off on online admission, with BGA and OCA machine training and 100% practical training. */
export function DiscountBanner() {
  return (
    <section aria-labelledby="offer-title" className="below-fold px-4 py-10 md:py-14">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-2xl bg-gradient-to-r from-action-700 to-action-600 px-6 py-8 text-white shadow-lg md:px-10">
        <div aria-hidden="true" className="absolute -right-16 -top-16 size-56 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-20 right-24 size-48 rounded-full bg-white/10" />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="inline-flex rounded-full bg-brand-950 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
              Limited offer
            </p>
            <h2 id="offer-title" className="mt-3 text-2xl font-extrabold leading-tight md:text-4xl">
              Get Rs. 3000 discount on online admission
            </h2>
            <ul className="mt-4 flex flex-col gap-2 text-base font-semibold sm:flex-row sm:gap-6">
              <li className="flex items-center gap-2">
                <Cpu aria-hidden="true" className="size-5" /> BGA and OCA machine training
              </li>
              <li className="flex items-center gap-2">
                <Hand aria-hidden="true" className="size-5" /> 100% practical training
              </li>
            </ul>
          </div>
          <Link
            to="/admission"
            className="inline-flex h-12 shrink-0 items-center justify-center rounded-md bg-brand-950 px-7 text-base font-bold text-white shadow-md hover:bg-brand-800"
          >
            Apply Online Now
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Awards and achievements: the four home statistics (spec 1). */
const HOME_STATS = [
  { value: "1,000+", label: "Batches Completed", icon: Layers },
  { value: "20+", label: "Certification Courses", icon: Award },
  { value: "20,000+", label: "Trained Students", icon: GraduationCap },
  { value: "19,980+", label: "Happy Students", icon: Smile },
] as const;

export function Achievements() {
  return (
    <section aria-labelledby="achievements-title" className="below-fold bg-brand-950 px-4 py-14 text-white md:py-20">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold uppercase tracking-wider text-action-400">Awards &amp; achievements</p>
          <h2 id="achievements-title" className="mt-1 text-3xl font-extrabold tracking-tight md:text-4xl">
            Trusted by thousands of technicians
          </h2>
        </div>
        <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4 md:gap-6" data-testid="home-stats">
          {HOME_STATS.map(({ value, label, icon: Icon }) => (
            <div key={label} className="flex flex-col items-center rounded-xl bg-white/5 px-4 py-6 text-center ring-1 ring-white/10">
              <Icon aria-hidden="true" className="size-8 text-action-400" />
              <dt className="order-last mt-1 text-sm font-medium text-brand-100 md:text-base">{label}</dt>
              <dd className="mt-3 text-3xl font-extrabold tabular-nums md:text-4xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const WHY = [
  {
    icon: Smartphone,
    title: "Mobile Repair",
    text: "Chip-level smartphone and iPhone repair: diagnosis, IC work, BGA and OCA machines, software.",
  },
  {
    icon: Laptop,
    title: "Computer Repair",
    text: "Laptop and desktop motherboards, power sections, hardware upgrades and operating systems.",
  },
  {
    icon: Wrench,
    title: "Hands-on Training",
    text: "You learn on real devices at your own bench, with professional tools, every single day.",
  },
  {
    icon: BadgeCheck,
    title: "Expert Instructors",
    text: "Trainers with years of service-centre experience who teach the way the trade really works.",
  },
  {
    icon: BookOpenCheck,
    title: "Certification",
    text: "A verifiable certificate for every completed course, with its own ID that employers can check online.",
  },
  {
    icon: CalendarClock,
    title: "Flexible Timing",
    text: "Morning, afternoon and evening batches, seven days a week, so you can learn alongside work or study.",
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="below-fold px-4 py-14 md:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="why-title" eyebrow="Why choose us" title="Learn a skill that pays from day one">
          Practical training, small batches and real support until you start working.
        </SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="why-choose-us">
          {WHY.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-950">{title}</h3>
              <p className="mt-1.5 text-[0.9375rem] leading-7 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** About the institute, with its photo (spec 2); claims from spec 1. */
export function AboutInstitute({ siteName }: { siteName: string }) {
  const points = ["500+ students trained", "95% placement record", "Operating since 2021", "Hostel facility for students"];
  return (
    <section aria-labelledby="about-title" className="below-fold bg-brand-50 px-4 py-14 md:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
        <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-black/5">
          <img
            src="/images/about/institute.svg"
            alt={`The front of ${siteName} with its reception and workshop`}
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </div>
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-action-600">About the institute</p>
          <h2 id="about-title" className="mt-1 text-3xl font-extrabold tracking-tight text-brand-950 md:text-4xl">
            Delhi's workshop for repair careers
          </h2>
          <p className="mt-4 text-base leading-7 text-slate-700">
            {siteName} has trained repair technicians in Delhi since 2021. Our labs are set up like real service centres, so students spend
            their time with a soldering station, a microscope and a faulty board rather than a textbook.
          </p>
          <p className="mt-3 text-base leading-7 text-slate-700">
            More than 500 students have completed our courses and 95% of them are placed or run their own repair business. Students from
            outside Delhi can stay in our hostel, a short walk from the lab.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2 font-semibold text-brand-900">
                <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-action-600" />
                {point}
              </li>
            ))}
          </ul>
          <Link
            to="/about"
            className="mt-8 inline-flex h-12 items-center rounded-md bg-primary px-6 text-base font-bold text-white hover:bg-brand-800"
          >
            More about us
          </Link>
        </div>
      </div>
    </section>
  );
}
