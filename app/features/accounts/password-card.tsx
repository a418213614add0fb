import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { KeyRound } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/form-fields";
import { ErrorList, StatusButton } from "#app/components/forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import type { AccountResult } from "./account-actions.server";
import { changePasswordSchema } from "./account-schemas";
import { NewPasswordFields } from "./new-password-fields";

/** "Change password" (decision 011): Conform with the shared schema; the server adds the policy's and Better Auth's refusals. */
export function PasswordCard({ result }: { result?: AccountResult }) {
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: result?.intent === "password" ? result.reply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-brand-700" aria-hidden="true" /> Change password
        </CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <ErrorList error={form.errors?.[0]} />
          <TextField meta={fields.currentPassword} label="Current password" type="password" autoComplete="current-password" required />
          <NewPasswordFields fields={fields} />
          <StatusButton type="submit" pending={pending} className="self-start">
            Change password
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  );
}
