import { CheckCircle2, Clock, IndianRupee, MonitorPlay, Star, Video } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "../../components/site/page-hero";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { LIMITS } from "../../lib/domain";
import { formatRupees } from "../../lib/format";
import { seo, siteData } from "../../lib/seo";
import type { Route } from "./+types/online-courses";

/** Spec 2: six hard-coded online course cards, each with Enroll Now to /admission. */
const ONLINE_COURSES = [
  {
    title: "Online Mobile Repairing Course",
    image: "/images/courses/mobile.svg",
    level: "Beginner to Advanced",
    weeks: 6,
    fee: 9999,
    description: "Learn smartphone hardware and software repair from home with live classes and recorded lessons.",
    points: ["Live doubt sessions", "Schematic reading", "Software flashing"],
  },
  {
    title: "Online Laptop Chip Level Course",
    image: "/images/courses/laptop.svg",
    level: "Intermediate",
    weeks: 8,
    fee: 14999,
    description: "Motherboard sections, power sequence and fault finding explained on real boards over video.",
    points: ["Board-view walkthroughs", "Power rail diagnosis", "BIOS basics"],
  },
  {
    title: "Online AC PCB Repairing Course",
    image: "/images/courses/ac.svg",
    level: "Intermediate",
    weeks: 4,
    fee: 7999,
    description: "Inverter and non-inverter AC control boards, sensors and error codes, taught step by step.",
    points: ["Error code charts", "IPM and SMPS faults", "Component testing"],
  },
  {
    title: "Online LED LCD TV Repairing Course",
    image: "/images/courses/tv.svg",
    level: "Beginner",
    weeks: 4,
    fee: 6999,
    description: "Power supply boards, backlights, T-con and panel faults on LED and LCD televisions.",
    points: ["Backlight repair", "Power board faults", "Panel diagnosis"],
  },
  {
    title: "Online Inverter & UPS Repairing",
    image: "/images/courses/inverter.svg",
    level: "Beginner",
    weeks: 3,
    fee: 4999,
    description: "Charging circuits, MOSFET stages, transformers and batteries of home inverters and UPS units.",
    points: ["Circuit tracing", "Battery care", "Solar-ready units"],
  },
  {
    title: "Online CCTV Installation Course",
    image: "/images/courses/cctv.svg",
    level: "Beginner",
    weeks: 3,
    fee: 4999,
    description: "Analog and IP cameras, DVR and NVR set-up, cabling and remote viewing on phones.",
    points: ["DVR/NVR set-up", "Mobile viewing", "Site planning"],
  },
] as const;

const BENEFITS = [
  { Icon: Video, title: "Live + recorded classes", text: "Attend live or watch later, on your phone." },
  { Icon: MonitorPlay, title: "Practical demonstrations", text: "Every fault shown on a real device." },
  { Icon: CheckCircle2, title: "Certificate", text: "A verifiable certificate when you complete the course." },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return seo({
    title: "Online Courses",
    description: "Learn mobile, laptop, AC PCB, TV, inverter and CCTV repair online with live classes, recordings and a certificate.",
    path: "/online-courses",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

export default function OnlineCoursesPage() {
  return (
    <>
      <PageHero title="Online Courses">
        <p>Learn repair skills from anywhere in India with live classes, recordings and doubt support.</p>
      </PageHero>

      <section aria-label="Why learn online" className="border-b bg-white px-4 py-8">
        <ul className="mx-auto grid max-w-7xl gap-4 sm:grid-cols-3">
          {BENEFITS.map(({ Icon, title, text }) => (
            <li key={title} className="flex items-start gap-3 rounded-xl bg-brand-50 p-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-bold text-brand-950">{title}</span>
                <span className="block text-sm text-slate-600">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="online-list-heading" className="px-4 py-12">
        <div className="mx-auto max-w-7xl">
          <h2 id="online-list-heading" className="text-2xl font-extrabold text-brand-950 md:text-3xl">
            Choose Your Online Course
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {ONLINE_COURSES.map((course) => (
              <li key={course.title}>
                <article
                  className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
                  data-testid="online-course-card"
                  aria-label={course.title}
                >
                  <div className="relative aspect-[16/10] bg-brand-50">
                    <img
                      src={course.image}
                      alt=""
                      width={640}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                    <Badge variant="action" className="absolute left-3 top-3">
                      Online
                    </Badge>
                  </div>
                  <div className="flex flex-1 flex-col gap-3 p-5">
                    <div>
                      <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{course.level}</p>
                      <h3 className="mt-1 text-lg font-bold leading-snug text-brand-950">{course.title}</h3>
                      <p className="mt-1 text-sm text-muted-foreground">{course.description}</p>
                    </div>
                    <ul className="flex flex-col gap-1 text-sm">
                      {course.points.map((point) => (
                        <li key={point} className="flex items-center gap-2">
                          <CheckCircle2 aria-hidden="true" className="size-4 text-green-700" />
                          {point}
                        </li>
                      ))}
                    </ul>
                    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                      <span className="flex items-center gap-1.5">
                        <Clock aria-hidden="true" className="size-4 text-brand-600" />
                        {course.weeks} weeks
                      </span>
                      <span className="flex items-center gap-1.5 font-semibold text-brand-950">
                        <IndianRupee aria-hidden="true" className="size-4 text-brand-600" />
                        {formatRupees(course.fee)}
                      </span>
                      <span className="flex items-center gap-1">
                        <Star aria-hidden="true" className="size-4 fill-action-500 text-action-500" />
                        <span className="font-semibold">{LIMITS.courseCardRating}</span>
                        <span className="text-muted-foreground">({LIMITS.courseCardReviews} reviews)</span>
                      </span>
                    </div>
                    <Button asChild variant="action" className="mt-auto">
                      <Link to="/admission" aria-label={`Enroll Now: ${course.title}`}>
                        Enroll Now
                      </Link>
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
