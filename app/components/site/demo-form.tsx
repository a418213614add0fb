import { lazy, Suspense, useEffect, useMemo, useRef } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "../../i18n/use-i18n";
import { markFormSent } from "../../lib/form-sent";
import type { FormResult } from "../../lib/forms";
import { Field, Honeypot, StatusButton, useFormValidation } from "../forms";
import { ConsentFields } from "../forms-consent";
import { notify } from "../toaster";
import { Input, NativeSelect } from "../ui/input";
import { useHydrated } from "../use-hydrated";
import { WhatsAppIcon } from "./brand-icons";

/** What the home action answers for the demo form (when it does not redirect). */
export type DemoActionResult = { ok: true; whatsappUrl: string; reference?: string } | (FormResult & { ok: false });

// Only after a sent request, which needs JavaScript here (without it the action redirects to
// the chat): kept out of the home page's initial JavaScript.
const DemoConfirmation = lazy(() => import("./demo-confirmation"));

/**
 * The free demo-class form (spec 5). The action stores the request in demo_requests,
 * then the WhatsApp chat opens with name, mobile and course prefilled. With JavaScript a
 * blank tab is opened at submit (popup blockers allow that) and pointed at the chat once
 * the request is stored; without it, the action redirects to the chat link. The spec's toast
 * comes through the toast cookie; the confirmation panel says what is left to do (press Send).
 */
export function DemoForm({
  courses,
  selected = "",
  action,
  serverResult,
}: {
  /** The spec's 17 demo courses, from the loader: data, not the page's initial JavaScript. */
  courses: readonly string[];
  /** The course to start with (the page's `?course=`, see demoCourseFrom). */
  selected?: string;
  action?: string;
  serverResult?: DemoActionResult;
}) {
  const { t, lang, to } = useI18n();
  const fetcher = useFetcher<DemoActionResult>({ key: "demo-request" });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const chatWindow = useRef<Window | null>(null);
  const awaiting = useRef<"no" | "requested" | "inflight">("no");
  const result = fetcher.data ?? serverResult;
  const failed = result && !result.ok ? result : undefined;
  const { errors, formProps, reset } = useFormValidation(
    () => import("../../lib/validation/demo").then((m) => m.demoSchemaFor(lang)),
    failed?.fieldErrors,
  );
  const submitting = fetcher.state !== "idle";
  const failure = useMemo(() => ({ title: t("forms.demo.errorTitle"), description: t("forms.demo.failure"), type: "error" as const }), [t]);

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
      markFormSent();
      if (win && !win.closed) win.location.href = data.whatsappUrl;
      else window.open(data.whatsappUrl, "_blank", "noopener,noreferrer");
      formRef.current?.reset();
      reset();
    } else {
      win?.close();
      notify(failure);
    }
  }, [fetcher.state, fetcher.data, reset, failure]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    formProps.onSubmit(event);
    if (event.defaultPrevented) {
      notify(failure);
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
      action={action ?? `${to("/")}?index`}
      {...formProps}
      onSubmit={onSubmit}
      className="relative grid gap-4"
      aria-labelledby="demo-form-title"
      data-testid="demo-form"
    >
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <Honeypot />
      {result?.ok ? (
        <Suspense fallback={null}>
          <DemoConfirmation whatsappUrl={result.whatsappUrl} reference={result.reference} />
        </Suspense>
      ) : null}
      {failed ? (
        <div role="alert" className="rounded-md border border-destructive/30 bg-red-50 px-4 py-3 text-sm text-destructive">
          <p className="font-semibold">{failure.title}</p>
          <p>{failed.formError ?? failure.description}</p>
        </div>
      ) : null}
      <Field label={t("forms.demo.name")} name="name" error={errors.name} required>
        {(control) => (
          <Input
            {...control}
            type="text"
            autoComplete="name"
            placeholder={t("forms.demo.namePlaceholder")}
            defaultValue={values.name}
            maxLength={60}
          />
        )}
      </Field>
      <Field label={t("forms.demo.mobile")} name="mobile" error={errors.mobile} required>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t("forms.demo.mobilePlaceholder")}
            maxLength={10}
            defaultValue={values.mobile}
          />
        )}
      </Field>
      <Field label={t("forms.demo.course")} name="course" error={errors.course} required>
        {(control) => (
          <NativeSelect {...control} defaultValue={values.course ?? selected}>
            <option value="">{t("forms.demo.selectCourse")}</option>
            {courses.map((course) => (
              <option key={course} value={course}>
                {course}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <ConsentFields />
      <StatusButton
        type="submit"
        variant="action"
        size="lg"
        pending={submitting}
        pendingText={t("forms.demo.submitting")}
        className="h-auto min-h-12 w-full whitespace-normal py-3 text-base font-extrabold"
      >
        <WhatsAppIcon className="size-5" />
        {t("forms.demo.submit")}
      </StatusButton>
      <p className="text-center text-xs text-muted-foreground">{t("forms.demo.replyHours")}</p>
    </fetcher.Form>
  );
}
