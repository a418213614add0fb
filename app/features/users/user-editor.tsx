import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import { EditorActions, EditorDialog } from "#app/components/admin/editor-dialog";
import { TextField } from "#app/components/form-fields";
import { ErrorList, Field, StatusButton } from "#app/components/forms";
import { NativeSelect } from "#app/components/ui/input";
import { createUserSchema } from "./user-schemas";
import { RoleOptions } from "./users-table";

/**
 * The spec's "Add user" dialog over the users list (users/new). The account is created on the
 * server (the admin stays signed in as themselves); without JavaScript it is an inline form.
 * Closing returns to the list with its search and filter kept.
 */
export function UserEditor({ lastResult }: { lastResult?: SubmissionResult }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { search } = useLocation();
  const listUrl = `/admin/users${search}`;
  const [form, fields] = useForm({
    id: "new-user",
    lastResult,
    defaultValue: { role: "user" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createUserSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const close = () => navigate(listUrl, { replace: true, preventScrollReset: true });
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const role = typeof fields.role.initialValue === "string" ? fields.role.initialValue : "user";

  return (
    <EditorDialog
      open
      title="Add New User"
      description="Creates the account on the server. You stay signed in as yourself."
      onClose={close}
      className="sm:max-w-lg"
    >
      <Form method="post" preventScrollReset className="grid gap-4" {...getFormProps(form)}>
        <TextField meta={fields.email} label="Email" type="email" required />
        <TextField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Minimum 6 characters"
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.first_name} label="First Name" />
          <TextField meta={fields.last_name} label="Last Name" />
        </div>
        <Field label="Role" name={fields.role.name} error={fields.role.errors?.[0]}>
          {(props) => (
            <NativeSelect {...props} key={fields.role.key} defaultValue={role}>
              <RoleOptions />
            </NativeSelect>
          )}
        </Field>
        <ErrorList error={form.errors?.[0]} />
        <EditorActions cancelTo={listUrl} onCancel={close}>
          <StatusButton type="submit" pending={pending} pendingText="Creating...">
            Create User
          </StatusButton>
        </EditorActions>
      </Form>
    </EditorDialog>
  );
}
