import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { confirmButtonClass } from "#app/components/admin/confirm-form";
import { PageHeader } from "#app/components/admin/page-header";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent } from "#app/components/ui/card";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { confirmStepSchema } from "#app/lib/validation/confirm";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Please confirm | Admin" }];

/** The page itself has nothing to load: what to confirm arrives with the post (a reload or a link shows "Nothing to confirm"). */
export async function loader(args: Route.LoaderArgs) {
  await currentAdmin(args);
  return null;
}

/**
 * The confirmation step of a row action posted without JavaScript (ConfirmForm): it changes
 * nothing, and shows the question with a real button that posts the action with `confirmed=1`.
 * A POST only, so a link cannot put a misleading question in front of an admin (the Origin check
 * refuses cross-site posts).
 */
export async function action(args: Route.ActionArgs) {
  await currentAdmin(args);
  const submission = parseWithZod(await args.request.formData(), { schema: confirmStepSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    return redirectWithToast("/admin", {
      title: "Nothing to confirm",
      description: "The request was not understood. Please reload the page.",
      type: "error",
    });
  }
  return submission.value;
}

export default function ConfirmPage({ actionData: step }: Route.ComponentProps) {
  if (!step) {
    return (
      <div className="mx-auto max-w-xl">
        <PageHeader title="Nothing to confirm" description="A delete or another row action asks here when the browser cannot." />
        <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
          Back to the dashboard
        </Link>
      </div>
    );
  }
  const destructive = step.destructive === "true";
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Please confirm" />
      <Card>
        <CardContent className="flex flex-col gap-6 p-6">
          <p className="text-base text-slate-900" data-testid="confirm-question">
            {step.question}
          </p>
          <Form method="post" action={step.to} className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <input type="hidden" name="intent" value={step.intent} />
            <input type="hidden" name="id" value={step.id} />
            <input type="hidden" name="confirmed" value="1" />
            <Link to={step.to} className={buttonVariants({ variant: "outline" })}>
              Cancel
            </Link>
            <button type="submit" className={confirmButtonClass("button", destructive)}>
              {step.label}
            </button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
