import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { SelectField, TextFields } from "#app/components/form-fields";
import { FormMessage, Honeypot, SendButton } from "#app/components/forms";
import { ConsentFields } from "#app/components/forms-consent";
import { ToastTemplates } from "#app/components/server-toast";
import { notify } from "#app/components/toaster";
import { useZodForm } from "#app/components/use-zod-form";
import { useI18n } from "#app/i18n/use-i18n";
import { markFormSent } from "#app/lib/form-sent";
import type { FormAnswer } from "#app/lib/forms";
import { demoChecksFor } from "#app/lib/validation/demo-checks";
import { WhatsAppIcon } from "./brand-icons";
import { DemoConfirmation } from "./demo-confirmation";
import { openChatTab, pointChatTab } from "./demo-form-enhance";

/**
 * What the home action answers for the demo form: Conform's reply; after a success, the chat
 * link and the reference number; for the HTML-first page's island, the toast (drawn in the page).
 */
export type DemoAnswer = FormAnswer<{ whatsappUrl: string; reference?: string }>;

/**
 * The free demo-class form (spec 5). The action stores the request in demo_requests and
 * answers the WhatsApp chat link with name, mobile and course prefilled; the page shows the
 * confirmation panel (press Send in WhatsApp to finish, and the link again), with JavaScript
 * or without. With JavaScript a blank tab is also opened at submit (popup blockers allow
 * that) and pointed at the chat once the request is stored. The toast is the root's (cookie).
 */
export function DemoForm({
  courses,
  selected = "",
  action,
  answer,
}: {
  /** The spec's 17 demo courses, from the loader: data, not the page's initial JavaScript. */
  courses: readonly string[];
  /** The course to start with (the page's `?course=`, see demoCourseFrom). */
  selected?: string;
  action?: string;
  /** The page's action data (a post without JavaScript). */
  answer?: DemoAnswer;
}) {
  const { t, lang, to } = useI18n();
  const fetcher = useFetcher<DemoAnswer>({ key: "demo-request" });
  const openChatTab = useChatTab(fetcher.state, fetcher.data);
  const result = fetcher.data ?? answer;
  const { form, fields, formProps } = useZodForm({
    id: "demo-request",
    schema: () => import("#app/lib/validation/demo").then((m) => m.demoSchemaFor(lang)),
    lastResult: result?.result,
    defaultValue: { course: selected },
    onInvalid: () => notify({ title: t("forms.demo.errorTitle"), description: t("forms.demo.failure"), type: "error" }),
    onValid: openChatTab,
  });
  const submitting = fetcher.state !== "idle";

  useEffect(() => {
    if (result?.sent) markFormSent();
  }, [result]);

  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the answer is a new page: back at the form, where the panel is.
      action={action ?? `${to("/")}?index#demo-request`}
      {...formProps}
      className="relative grid gap-4"
      aria-labelledby="demo-form-title"
      data-testid="demo-form"
      // The HTML-first page's island (demo-form-enhance.ts) reads these: the schema's rules and
      // words, the pending words, the chat after a stored request, and the toasts below.
      data-island="demo-form"
      data-checks={JSON.stringify(demoChecksFor(lang))}
      data-pending-text={t("forms.demo.submitting")}
      data-chat-url={result?.sent?.whatsappUrl}
      data-sent={result?.sent ? "" : undefined}
    >
      <ToastTemplates invalid={{ title: t("forms.demo.errorTitle"), description: t("forms.demo.failure"), type: "error" }} />
      <Honeypot />
      {result?.sent ? <DemoConfirmation whatsappUrl={result.sent.whatsappUrl} reference={result.sent.reference} /> : null}
      <FormMessage title={t("forms.demo.errorTitle")} message={form.errors?.[0]} />
      <TextFields
        fields={fields}
        defs={[
          {
            name: "name",
            label: t("forms.demo.name"),
            required: true,
            autoComplete: "name",
            placeholder: t("forms.demo.namePlaceholder"),
            input: { maxLength: 60 },
          },
          {
            name: "mobile",
            label: t("forms.demo.mobile"),
            required: true,
            type: "tel",
            autoComplete: "tel-national",
            placeholder: t("forms.demo.mobilePlaceholder"),
            input: { inputMode: "numeric", maxLength: 10 },
          },
        ]}
      />
      <SelectField
        meta={fields.course}
        label={t("forms.demo.course")}
        required
        empty={t("forms.demo.selectCourse")}
        options={courses.map((course) => ({ value: course, label: course }))}
      />
      <ConsentFields />
      <SendButton
        pending={submitting}
        pendingText={t("forms.demo.submitting")}
        className="h-auto min-h-12 w-full whitespace-normal py-3 text-base font-extrabold"
      >
        <WhatsAppIcon className="size-5" />
        {t("forms.demo.submit")}
      </SendButton>
      <p className="text-center text-xs text-muted-foreground">{t("forms.demo.replyHours")}</p>
    </fetcher.Form>
  );
}

/**
 * The WhatsApp tab: opened blank at submit (inside the click, so popup blockers let it
 * through) and pointed at the chat once the request is stored, or closed if it was not.
 */
function useChatTab(state: "idle" | "submitting" | "loading", data: DemoAnswer | undefined) {
  const chatWindow = useRef<Window | null>(null);
  const awaiting = useRef<"no" | "requested" | "inflight">("no");

  useEffect(() => {
    // "requested" at submit, "inflight" once the fetcher has left idle, handled when it is back.
    if (state !== "idle") {
      if (awaiting.current === "requested") awaiting.current = "inflight";
      return;
    }
    if (awaiting.current !== "inflight") return;
    awaiting.current = "no";
    const win = chatWindow.current;
    chatWindow.current = null;
    pointChatTab(win, data?.sent?.whatsappUrl);
  }, [state, data]);

  return () => {
    const win = openChatTab();
    chatWindow.current = win;
    awaiting.current = "requested";
  };
}
