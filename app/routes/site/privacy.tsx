import { Link } from "react-router";
import { LegalPage } from "../../components/site/legal-page";
import { seo, siteData } from "../../lib/seo";
import { getSiteSettings } from "../../server/models/settings.server";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return seo({
    title: "Privacy Policy",
    description:
      "What our forms collect (demo requests, admission enquiries, contact messages, newsletter e-mails and accounts), why, how long we keep it and whom to contact.",
    path: "/privacy",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

export async function loader(_: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  return { siteName: settings.site_name, email: settings.contact_email, phone: settings.contact_phone, address: settings.address };
}

const FORMS = [
  {
    name: "Free demo class request",
    where: "Home page",
    collects: "Your name, mobile number and the course you are interested in.",
    why: "To book your demo class. The form also opens a WhatsApp chat to our number with these details; WhatsApp's own privacy policy applies to that chat.",
    keep: "12 months, then deleted.",
  },
  {
    name: "Admission enquiry",
    where: "Admission page",
    collects:
      "Your full name, e-mail, phone, the course, and if you give them: age, education level, address, previous experience and your reason for joining.",
    why: "To check your eligibility, call you back within 24 hours and arrange your admission.",
    keep: "As long as you study with us and 3 years after, for certificates and records; enquiries that do not lead to admission are deleted after 24 months.",
  },
  {
    name: "Contact message",
    where: "Contact page",
    collects: "Your name, e-mail and message, and if you give them: phone, subject and the course you ask about.",
    why: "To answer your question.",
    keep: "24 months, then deleted.",
  },
  {
    name: "Newsletter e-mail ('Stay Updated')",
    where: "Footer of every page",
    collects: "Your e-mail address.",
    why: "To send news about new batches and free demo classes, a few times a month at most.",
    keep: "Until you ask us to remove it.",
  },
  {
    name: "Account",
    where: "Sign-in page",
    collects:
      "Your e-mail, a securely hashed password (we never see or store the password itself), your name if given, and sign-in sessions.",
    why: "To let staff and registered users sign in.",
    keep: "Until the account is deleted; sessions end when you log out or expire.",
  },
];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { siteName, email, phone, address } = loaderData;
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`How ${siteName} handles the information you give us through this website.`}
      updated="1 November 2026"
    >
      <p>
        We collect only what we need to answer you and to run your training. We do not sell or rent your information, we do not use
        advertising or tracking cookies, and this website loads nothing from other companies' servers.
      </p>

      <h2>What each form collects, why, and for how long</h2>
      {FORMS.map((form) => (
        <section key={form.name} aria-label={form.name}>
          <h3>{form.name}</h3>
          <ul>
            <li>
              <strong>Where:</strong> {form.where}
            </li>
            <li>
              <strong>What we collect:</strong> {form.collects}
            </li>
            <li>
              <strong>Why:</strong> {form.why}
            </li>
            <li>
              <strong>How long we keep it:</strong> {form.keep}
            </li>
          </ul>
        </section>
      ))}

      <h2>Certificate verification</h2>
      <p>
        Anyone who knows a certificate ID can see the student's name, course, issue date, approving trainer and the certificate image on our{" "}
        <Link to="/certificate">Certificate page</Link>. That is the purpose of verification. Ask us if you want your certificate withdrawn
        from online verification.
      </p>

      <h2>Technical information</h2>
      <p>
        Like every website, our server records each request (the page, the time and your IP address) to keep the site secure and working. We
        keep these logs for at most 30 days. To stop abuse, we count form submissions per IP address for about an hour. Signed-in users get
        a session cookie that is needed for signing in; there are no other cookies apart from a short-lived one that shows a message after
        an action.
      </p>

      <h2>Who sees your information</h2>
      <p>
        Only our admissions and office staff, through a password-protected admin panel. Our hosting and e-mail providers process it on our
        behalf. We share it with nobody else unless the law requires us to.
      </p>

      <h2>Your rights and whom to contact</h2>
      <p>
        You can ask to see, correct or delete the information we hold about you, or to stop receiving e-mails, at any time. Contact our
        office at <a href={`mailto:${email}`}>{email}</a> or <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>, or write to{" "}
        {siteName}, {address}. We reply within 30 days.
      </p>
    </LegalPage>
  );
}
