import { Award, CalendarClock, UserRoundPlus } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input, Label, NativeSelect, Textarea } from "#app/components/ui/input";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { contactLinks } from "#app/features/lead-desk/contact-links.server";
import { runLeadIntent } from "#app/features/lead-desk/intents.server";
import { type ContactLinks, LeadContactButtons, LeadKindBadge, LeadStatusBadge } from "#app/features/lead-desk/lead-parts";
import { getLeadDeskSettings } from "#app/features/lead-desk/settings.server";
import { LeadTimeline } from "#app/features/lead-desk/timeline";
import { getLeadDetail } from "#app/features/lead-desk/timeline.server";
import { listAssignableStaff } from "#app/features/lead-desk/work.server";
import { studentOfLead } from "#app/features/students/index.server";
import { formatDateTime } from "#app/lib/admin-display";
import { indiaDateTimeLocal } from "#app/lib/india-time";
import { LEAD_NOTE_MAX, LEAD_STATUS_LABELS, LEAD_STATUSES } from "#app/lib/lead-vocabulary";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.lead.name || "Lead"} | Leads | Admin` }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => data({ intent: null, message: "Lead not found", fieldErrors: {} }, { status: 404 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const detail = UUID.test(params.id ?? "") ? await getLeadDetail(params.id) : null;
  if (!detail) throw notFound();
  const [staff, settings, student] = await Promise.all([listAssignableStaff(), getLeadDeskSettings(), studentOfLead(params.id)]);
  return {
    ...detail,
    staff,
    student,
    links: { hi: contactLinks(detail.lead, settings.greetingHi), en: contactLinks(detail.lead, settings.greetingEn) },
  };
}

/** Every form on the page posts here with its `intent`; success redirects back with a toast, bad input is a 400 with the message. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  if (!UUID.test(params.id ?? "")) return notFound();
  const formData = await request.formData();
  const answer = await runLeadIntent(params.id, formData, { id: admin.id });
  if (answer.ok) return redirectWithToast(`/admin/leads/${params.id}`, { title: answer.message, type: "success" });
  return data(
    { intent: String(formData.get("intent") ?? ""), message: answer.message, fieldErrors: answer.fieldErrors ?? {} },
    { status: answer.status },
  );
}

type Failure = { intent: string | null; message: string; fieldErrors: Record<string, string> } | undefined;

/** One card holding one form; shows the action's message when this form's post failed. */
function WorkCard({ title, intent, failure, children }: { title: string; intent: string; failure: Failure; children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const failed = failure?.intent === intent;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" preventScrollReset className="space-y-3" aria-busy={busy || undefined} aria-label={title}>
          <input type="hidden" name="intent" value={intent} />
          {children}
          {failed ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failure.fieldErrors[Object.keys(failure.fieldErrors)[0]] ?? failure.message}
            </p>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  );
}

function ContactCard({ links, name }: { links: { hi: ContactLinks; en: ContactLinks }; name: string }) {
  if (!links.hi || !links.en) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <LeadContactButtons links={links.hi} name={name} />
      <a
        href={links.en.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-9 items-center text-sm text-brand-700 underline underline-offset-2"
      >
        WhatsApp in English
      </a>
    </div>
  );
}

type Lead = Route.ComponentProps["loaderData"]["lead"];

function StatusCard({ lead, failure }: { lead: Lead; failure: Failure }) {
  return (
    <WorkCard title="Status" intent="status" failure={failure}>
      <Label htmlFor="lead-status">Status</Label>
      <NativeSelect id="lead-status" name="status" defaultValue={lead.status} key={lead.status} className="h-10">
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {LEAD_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      {lead.course_id ? (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" name="override" className="mt-0.5 size-4 accent-brand-700" />
          Enrol even if the course is full
        </label>
      ) : null}
      <Button type="submit" className="w-full">
        Save status
      </Button>
    </WorkCard>
  );
}

/** The follow-up date (red once overdue), set, marked done or removed. */
function FollowUpCard({ lead, failure }: { lead: Lead; failure: Failure }) {
  const overdue = lead.follow_up_at ? new Date(lead.follow_up_at).getTime() < Date.now() : false;
  return (
    <WorkCard title="Follow-up" intent="follow_up" failure={failure}>
      {lead.follow_up_at ? (
        <p className={overdue ? "text-sm font-medium text-red-700" : "text-sm text-slate-700"}>
          <CalendarClock className="mr-1 inline size-4" aria-hidden="true" />
          {overdue ? "Overdue since " : "Due "}
          {formatDateTime(lead.follow_up_at)}
        </p>
      ) : null}
      <Label htmlFor="lead-follow-up">Date and time (India)</Label>
      <Input
        id="lead-follow-up"
        type="datetime-local"
        name="followUpAt"
        required
        defaultValue={indiaDateTimeLocal(lead.follow_up_at)}
        key={String(lead.follow_up_at)}
        className="h-10"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Set follow-up</Button>
        {lead.follow_up_at ? (
          <>
            <Button type="submit" name="intent" value="follow_up_done" variant="outline" formNoValidate>
              Mark done
            </Button>
            <Button type="submit" name="intent" value="follow_up_clear" variant="ghost" formNoValidate>
              Remove
            </Button>
          </>
        ) : null}
      </div>
    </WorkCard>
  );
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, submissions, timeline, staff, links, student } = loaderData;
  const failure = actionData as Failure;

  return (
    <div>
      <BackLink to="/admin/leads">All leads</BackLink>
      <PageHeader
        title={lead.name || lead.email || "Unnamed lead"}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <LeadKindBadge kind={lead.kind} />
            <LeadStatusBadge status={lead.status} />
            {lead.phone ? <span>{lead.phone}</span> : null}
            {lead.email ? <span className="break-all">{lead.email}</span> : null}
            {lead.course_name ? <span>{lead.course_name}</span> : null}
            {lead.reference ? (
              <span className="font-mono" data-testid="lead-reference">
                {lead.reference}
              </span>
            ) : null}
            {lead.waitlist ? <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">Waitlist</span> : null}
            <span data-testid="lead-consent">
              {lead.updates_consent_at ? `Opted in to updates ${formatDateTime(lead.updates_consent_at)}` : "No opt-in to updates"}
            </span>
          </span>
        }
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <ContactCard links={links} name={lead.name} />
            {student ? (
              <Link to={`/admin/students/${student.id}`} className={buttonVariants({ variant: "outline" })} data-testid="lead-student">
                Student {student.student_number}
              </Link>
            ) : (
              <Link to={`/admin/leads/${lead.id}/admit`} className={buttonVariants({ variant: "default" })}>
                <UserRoundPlus className="size-4" aria-hidden="true" />
                Admit to batch
              </Link>
            )}
            {lead.status === "enrolled" ? (
              <Link to={`/admin/certificates?new=1&from_lead=${lead.id}`} className={buttonVariants({ variant: "outline" })}>
                <Award className="size-4" aria-hidden="true" />
                Issue certificate
              </Link>
            ) : null}
          </div>
        }
      />
      {submissions.length > 1 ? (
        <p className="mb-4 text-sm text-muted-foreground">
          {submissions.length} submissions from this person are shown together, by their phone number.
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="order-2 lg:order-1">
          <CardHeader className="pb-3">
            <CardTitle className="text-base">Timeline</CardTitle>
          </CardHeader>
          <CardContent>
            <LeadTimeline items={timeline} staff={staff} />
          </CardContent>
        </Card>
        <div className="order-1 space-y-4 lg:order-2">
          <StatusCard lead={lead} failure={failure} />
          <FollowUpCard lead={lead} failure={failure} />
          <WorkCard title="Assigned to" intent="assign" failure={failure}>
            <Label htmlFor="lead-assignee">Staff member</Label>
            <NativeSelect
              id="lead-assignee"
              name="assignee"
              defaultValue={lead.assigned_to ?? ""}
              key={lead.assigned_to ?? ""}
              className="h-10"
            >
              <option value="">Nobody</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" variant="outline" className="w-full">
              Save assignee
            </Button>
          </WorkCard>
          <WorkCard title="Add a note" intent="note" failure={failure}>
            <Label htmlFor="lead-note" className="sr-only">
              Note
            </Label>
            <Textarea id="lead-note" name="note" rows={3} maxLength={LEAD_NOTE_MAX} placeholder="What did they say?" />
            <Button type="submit" variant="outline" className="w-full">
              Add note
            </Button>
          </WorkCard>
        </div>
      </div>
    </div>
  );
}
