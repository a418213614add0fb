import { Field } from "./forms";
import { Input } from "./ui/input";

/** "New password" and its repetition, as the password change and the reset both ask for them. */
export function NewPasswordFields({ errors }: { errors: { newPassword?: string; confirmPassword?: string } }) {
  return (
    <>
      <Field
        label="New password"
        name="newPassword"
        error={errors.newPassword}
        hint="At least 6 characters, not a common password"
        required
      >
        {(p) => <Input {...p} type="password" autoComplete="new-password" />}
      </Field>
      <Field label="Repeat the new password" name="confirmPassword" error={errors.confirmPassword} required>
        {(p) => <Input {...p} type="password" autoComplete="new-password" />}
      </Field>
    </>
  );
}
