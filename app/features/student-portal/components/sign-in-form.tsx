import { Form } from "react-router";
import { useI18n } from "#app/i18n/use-i18n";
import { displayPhone } from "../phone-number";
import type { SignInState } from "../sign-in-schemas";

const input =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-3 text-lg text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600";
const primary =
  "mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2";
const secondary = "text-sm font-medium text-brand-800 underline underline-offset-2";

function ErrorLine({ id, error }: { id: string; error?: string }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-sm font-medium text-red-700" data-testid="portal-error">
      {t(`portal.errors.${error}`)}
    </p>
  );
}

function PhoneStep({ state, signedOut }: { state?: SignInState; signedOut: boolean }) {
  const { t } = useI18n();
  const error = state?.step === "phone" ? state.error : undefined;
  return (
    <Form method="post" className="grid" data-testid="portal-phone-form">
      {signedOut ? (
        <p className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900" role="status" data-testid="portal-signed-out">
          {t("portal.signIn.signedOut")}
        </p>
      ) : null}
      <p className="text-slate-700">{t("portal.signIn.intro")}</p>
      <label htmlFor="portal-phone" className="mt-4 font-medium text-slate-900">
        {t("portal.signIn.phone")}
      </label>
      <input
        id="portal-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        maxLength={30}
        defaultValue={state?.phone ?? ""}
        aria-describedby={error ? "portal-phone-hint portal-phone-error" : "portal-phone-hint"}
        aria-invalid={error ? true : undefined}
        className={input}
      />
      <p id="portal-phone-hint" className="mt-1 text-sm text-slate-600">
        {t("portal.signIn.phoneHint")}
      </p>
      <ErrorLine id="portal-phone-error" error={error} />
      <button type="submit" name="intent" value="send-code" className={primary}>
        {t("portal.signIn.send")}
      </button>
      <button type="submit" name="intent" value="have-code" className={`${secondary} mt-4 justify-self-start`}>
        {t("portal.signIn.haveCode")}
      </button>
    </Form>
  );
}

function CodeStep({ state }: { state: SignInState }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-4">
      <Form method="post" className="grid" data-testid="portal-code-form">
        <p className="text-slate-700" role="status" data-testid="portal-code-sent">
          {state.held ? t("portal.signIn.codeHeld") : t("portal.signIn.codeSent", { phone: displayPhone(state.phone) })}
        </p>
        <input type="hidden" name="phone" value={state.phone} />
        <label htmlFor="portal-code" className="mt-4 font-medium text-slate-900">
          {t("portal.signIn.code")}
        </label>
        <input
          id="portal-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          aria-describedby={state.error ? "portal-code-error" : undefined}
          aria-invalid={state.error ? true : undefined}
          className={`${input} font-mono tracking-[0.4em]`}
        />
        <ErrorLine id="portal-code-error" error={state.error} />
        <button type="submit" name="intent" value="verify-code" className={primary}>
          {t("portal.signIn.verify")}
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <input type="hidden" name="phone" value={state.phone} />
        <button type="submit" name="intent" value="send-code" className={secondary}>
          {t("portal.signIn.sendAgain")}
        </button>
        <a href="?" className={secondary}>
          {t("portal.signIn.otherNumber")}
        </a>
      </Form>
      <p className="text-sm text-slate-600">{t("portal.signIn.askStaff")}</p>
    </div>
  );
}

/** The sign-in card: the number, then the code; plain form posts, so it works without JavaScript. */
export function PortalSignIn({ state, signedOut }: { state?: SignInState; signedOut: boolean }) {
  const { t } = useI18n();
  const codeStep = state?.step === "code";
  return (
    <section className="px-4 py-8 md:py-14" data-portal-sign-in>
      <div className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:p-7">
        <h1 className="text-2xl font-extrabold text-brand-950">{t(codeStep ? "portal.signIn.codeTitle" : "portal.signIn.title")}</h1>
        <div className="mt-4">{codeStep ? <CodeStep state={state} /> : <PhoneStep state={state} signedOut={signedOut} />}</div>
      </div>
    </section>
  );
}
