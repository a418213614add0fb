import { TextField } from "#app/components/form-fields";

type FieldMeta = { name: string; key?: string; errors?: string[]; initialValue?: unknown };

/** "New password" and its repetition, as the password change and the reset both ask for them (Conform fields). */
export function NewPasswordFields({ fields }: { fields: { newPassword: FieldMeta; confirmPassword: FieldMeta } }) {
  return (
    <>
      <TextField
        meta={fields.newPassword}
        label="New password"
        hint="At least 6 characters, not a common password"
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField meta={fields.confirmPassword} label="Repeat the new password" type="password" autoComplete="new-password" required />
    </>
  );
}
