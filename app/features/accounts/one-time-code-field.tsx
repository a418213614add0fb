import { TextField } from "#app/components/form-fields";

type FieldMeta = { name: string; key?: string; errors?: string[]; initialValue?: unknown };

/**
 * The code from an authenticator app (six digits, the phone's number pad and one-time-code
 * autofill), or a backup code: the second sign-in step and the two-factor set-up ask the same way.
 */
export function OneTimeCodeField({ meta, backup = false, label }: { meta: FieldMeta; backup?: boolean; label?: string }) {
  return backup ? (
    <TextField
      meta={meta}
      label={label ?? "Backup code"}
      hint="Each backup code works once."
      required
      placeholder="abcde-12345"
      input={{ autoCapitalize: "off", spellCheck: false, className: "font-mono" }}
    />
  ) : (
    <TextField
      meta={meta}
      label={label ?? "6-digit code"}
      hint={label ? undefined : "It changes every 30 seconds."}
      required
      autoComplete="one-time-code"
      placeholder="123456"
      input={{ inputMode: "numeric", maxLength: 7, className: "font-mono tracking-widest" }}
    />
  );
}
