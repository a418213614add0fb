import { useI18n } from "#app/i18n/use-i18n";
import type { ToastMessage } from "./toaster";

const TONES: Record<ToastMessage["type"], string> = {
  success: "border-[#bffcd9] bg-[#ecfdf3] text-[#006b24]",
  error: "border-[#ffe0e1] bg-[#fff0f0] text-[#b80000]",
  info: "border-[#d3e0fd] bg-[#f0f8ff] text-[#07569f]",
};

/**
 * A server toast on an HTML-first page (decision 024), which has no React to run sonner: the
 * root loader's one-time toast drawn in the HTML, in sonner's place and colours. CSS takes it
 * away after five seconds (app.css, `[data-toast]`), JavaScript or not; the shell island's
 * script makes its close button work.
 */
export function ServerToast({ toast }: { toast: ToastMessage | null | undefined }) {
  const { t } = useI18n();
  if (!toast) return null;
  return (
    <section className="fixed inset-x-4 top-4 z-[100] sm:left-auto sm:w-[356px]">
      <div
        role={toast.type === "error" ? "alert" : "status"}
        data-toast=""
        data-type={toast.type}
        className={`relative flex gap-1 rounded-lg border p-4 pe-10 text-[13px] shadow-lg ${TONES[toast.type]}`}
      >
        <div>
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p>{toast.description}</p> : null}
        </div>
        <button
          type="button"
          data-toast-close=""
          aria-label={t("media.close")}
          className="absolute end-2 top-2 grid size-6 place-items-center rounded-full border border-current/20 bg-white text-xs"
        >
          ×
        </button>
      </div>
    </section>
  );
}

/**
 * The toasts a public form's island shows without React (form-enhance.ts), drawn by the server
 * in the page's language: `invalid` (its checks refused the form), `missing` (a required field
 * is blank) and `failure` (no answer came). Only in the server's HTML: a page React renders
 * (after a client-side navigation) has sonner, and React would put a template's children in the
 * document itself, where a toast's words would be found twice.
 */
export function ToastTemplates(toasts: { invalid: ToastMessage; missing?: ToastMessage; failure?: ToastMessage }) {
  if (!import.meta.env.SSR) return null;
  return (["invalid", "missing", "failure"] as const).map((name) =>
    toasts[name] ? (
      <template key={name} data-toast-template={name}>
        <ServerToast toast={toasts[name]} />
      </template>
    ) : null,
  );
}
