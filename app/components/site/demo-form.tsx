import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "../../lib/forms";
import { DEMO_COURSES, DEMO_MESSAGES } from "../../lib/validation/demo.messages";
import { Field, Honeypot, StatusButton, useFormValidation } from "../forms";
import { notify } from "../toaster";
import { Input, NativeSelect } from "../ui/input";
import { useHydrated } from "../use-hydrated";
import { WhatsAppIcon } from "./brand-icons";

/** What the home action answers for the demo form (when it does not redirect). */
export type DemoActionResult = { ok: true; whatsappUrl: string } | (FormResult & { ok: false });

/**
 * The free demo-class form (spec 5). The action stores the request in demo_requests,
 * then the WhatsApp chat opens with name, mobile and course prefilled. With JavaScript a
 * blank tab is opened at submit (popup blockers allow that) and pointed at the chat once
 * the request is stored; without it, the action redirects to the chat link.
 */
const loadDemoSchema = () => import("../../lib/validation/demo").then((m) => m.demoSchema);

export function DemoForm({ action = "/?index", serverResult }: { action?: string; serverResult?: DemoActionResult }) {
  const fetcher = useFetcher<DemoActionResult>({ key: "demo-request" });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const chatWindow = useRef<Window | null>(null);
  const awaiting = useRef<"no" | "requested" | "inflight">("no");
  const result = fetcher.data ?? serverResult;
  const failed = result && !result.ok ? result : undefined;
  const { errors, formProps, reset } = useFormValidation(loadDemoSchema, failed?.fieldErrors);
  const submitting = fetcher.state !== "idle";

  useEffect(() => {
    // "requested" at submit, "inflight" once the fetcher has left idle, handled when it is back.
    if (fetcher.state !== "idle") {
      if (awaiting.current === "requested") awaiting.current = "inflight";
      return;
    }
    if (awaiting.current !== "inflight") return;
    awaiting.current = "no";
    const data = fetcher.data;
    const win = chatWindow.current;
    chatWindow.current = null;
    if (data?.ok) {
      if (win && !win.closed) win.location.href = data.whatsappUrl;
      else window.open(data.whatsappUrl, "_blank", "noopener,noreferrer");
      notify({ ...DEMO_MESSAGES.success, type: "success" });
      formRef.current?.reset();
      reset();
    } else {
      win?.close();
      notify({ ...DEMO_MESSAGES.failure, type: "error" });
    }
  }, [fetcher.state, fetcher.data, reset]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    formProps.onSubmit(event);
    if (event.defaultPrevented) {
      notify({ ...DEMO_MESSAGES.failure, type: "error" });
      return;
    }
    // Opened now, inside the click, so popup blockers let it through; pointed at the chat later.
    const win = window.open("", "_blank");
    if (win) {
      win.opener = null;
      try {
        win.document.title = "Opening WhatsApp…";
        win.document.body.textContent = "Opening WhatsApp…";
      } catch {
        // cross-origin or closed: nothing to write
      }
    }
    chatWindow.current = win;
    awaiting.current = "requested";
  }

  const values = failed?.values ?? {};
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      {...formProps}
      onSubmit={onSubmit}
      className="relative grid gap-4"
      aria-labelledby="demo-form-title"
      data-testid="demo-form"
    >
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <Honeypot />
      {failed ? (
        <div role="alert" className="rounded-md border border-destructive/30 bg-red-50 px-4 py-3 text-sm text-destructive">
          <p className="font-semibold">{DEMO_MESSAGES.failure.title}</p>
          <p>{failed.formError ?? DEMO_MESSAGES.failure.description}</p>
        </div>
      ) : null}
      <Field label="Your Name" name="name" error={errors.name} required>
        {(control) => (
          <Input
            {...control}
            type="text"
            autoComplete="name"
            placeholder="Enter your full name"
            defaultValue={values.name}
            maxLength={60}
          />
        )}
      </Field>
      <Field label="Mobile Number" name="mobile" error={errors.mobile} required>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            maxLength={10}
            defaultValue={values.mobile}
          />
        )}
      </Field>
      <Field label="Course" name="course" error={errors.course} required>
        {(control) => (
          <NativeSelect {...control} defaultValue={values.course ?? ""}>
            <option value="">Select a course</option>
            {DEMO_COURSES.map((course) => (
              <option key={course} value={course}>
                {course}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <StatusButton
        type="submit"
        variant="action"
        size="lg"
        pending={submitting}
        pendingText="SUBMITTING..."
        className="h-auto min-h-12 w-full whitespace-normal py-3 text-base font-extrabold"
      >
        <WhatsAppIcon className="size-5" />
        BOOK FREE DEMO CLASS
      </StatusButton>
      {result?.ok ? (
        <p className="flex items-center gap-2 text-sm text-success" role="status">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Request saved.{" "}
          <a href={result.whatsappUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            Open WhatsApp chat
          </a>
        </p>
      ) : null}
      <p className="text-center text-xs text-muted-foreground">
        We reply on WhatsApp within working hours (08:00 AM to 08:00 PM, all days).
      </p>
    </fetcher.Form>
  );
}
