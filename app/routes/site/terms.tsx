import { Link } from "react-router";
import { LegalPage } from "../../components/site/legal-page";
import { seo, siteData } from "../../lib/seo";
import { getSiteSettings } from "../../server/models/settings.server";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return seo({
    title: "Terms of Service",
    description:
      "Terms for using our website and joining our repair training courses: admission, fees, attendance, certificates and conduct.",
    path: "/terms",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

export async function loader(_: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  return { siteName: settings.site_name, email: settings.contact_email, phone: settings.contact_phone };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { siteName, email, phone } = loaderData;
  return (
    <LegalPage
      title="Terms of Service"
      intro={`The terms for using this website and for training with ${siteName}.`}
      updated="1 November 2026"
    >
      <h2>Using this website</h2>
      <p>
        Course details, fees, dates and seat numbers on this website are given in good faith and may change. The admission desk confirms the
        current fee, batch and timings before you pay. Please do not misuse the forms (for example by sending automated or false
        submissions).
      </p>

      <h2>Admission and fees</h2>
      <ul>
        <li>An enquiry through the website is not an admission. We call you, usually within 24 hours, to confirm your seat.</li>
        <li>
          Your seat is confirmed once the admission form is complete and the fee (or its first instalment) is paid at the institute. You get
          a receipt for every payment.
        </li>
        <li>Any discount offered for online admission applies as stated at the time of enquiry.</li>
        <li>If we cancel a batch, you may move to the next batch or receive a full refund of fees paid for it.</li>
      </ul>

      <h2>Attendance and certificates</h2>
      <ul>
        <li>A certificate is awarded on completing the course with at least 80% attendance and the practical assessment.</li>
        <li>
          Each certificate has a unique ID that employers can check on our <Link to="/certificate">Certificate page</Link>. Altering or
          copying a certificate is fraud; we will report it.
        </li>
      </ul>

      <h2>In the lab and the hostel</h2>
      <ul>
        <li>Follow the trainer's safety instructions at all times, especially with mains power, gas charging, hot air and batteries.</li>
        <li>Tools and equipment stay in the lab. Damage caused on purpose or by ignoring safety instructions is charged at cost.</li>
        <li>Devices you bring for practice are repaired at your own risk.</li>
        <li>Hostel residents follow the hostel rules given at check-in.</li>
      </ul>

      <h2>Liability</h2>
      <p>
        We train you with care, but we cannot guarantee a particular job or income. Placement support means introductions and guidance.
        Nothing in these terms limits your rights under Indian consumer law.
      </p>

      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${email}`}>{email}</a> or call <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>. See also our{" "}
        <Link to="/privacy">Privacy Policy</Link>. These terms are governed by the laws of India; courts in Delhi have jurisdiction.
      </p>
    </LegalPage>
  );
}
