import { getFormProps, parse, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useRef } from "react";
import type { z } from "zod";

/** A schema, or a function that loads one (keeps zod out of a page's initial JavaScript). */
type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

/** A form's schema: an object of fields (in any zod wrapping, refinements included). */
type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

type ZodFormOptions<S extends FormSchema> = {
  /** The form's id (Conform ties its fields to it); give one when a page has two forms. */
  id?: string;
  schema: SchemaSource<S>;
  /** The action's `submission.reply()` (or undefined before the first post). */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, unknown>;
  /** Runs for a submit the schema accepted (before it is sent); the demo form opens its chat tab here. */
  onValid?: (event: FormEvent<HTMLFormElement>) => void;
  /** Runs for a submit the schema refused (the public forms' error toast). */
  onInvalid?: (formData: FormData) => void;
};

/**
 * Conform with the zod schema the action uses (decision 013), for every form outside the admin
 * shell. The schema and `parseWithZod` are imported on the visitor's first focus (public pages
 * keep zod out of their initial JavaScript); a submit before that is held until they are there,
 * checked, then sent. Without JavaScript the form posts as usual and the action's
 * `submission.reply()` fills the fields and their errors on the server's render.
 */
export function useZodForm<S extends FormSchema>({ id, schema, lastResult, defaultValue, onValid, onInvalid }: ZodFormOptions<S>) {
  type Parser = (formData: FormData) => Submission<z.input<S>, string[], z.output<S>>;
  const parser = useRef<Parser | null>(null);
  const loading = useRef<Promise<Parser> | null>(null);

  function load(): Promise<Parser> {
    loading.current ??= Promise.all([typeof schema === "function" ? schema() : schema, import("@conform-to/zod/v4")]).then(
      ([loaded, { parseWithZod }]) => {
        const ready: Parser = (formData) => parseWithZod(formData, { schema: loaded as S, disableAutoCoercion: true });
        parser.current = ready;
        return ready;
      },
    );
    return loading.current;
  }

  const [form, fields] = useForm<z.input<S>, z.output<S>, string[]>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Not loaded yet (typing before the import finished): no verdict; the submit waits for it.
    onValidate: ({ formData }) =>
      parser.current?.(formData) ?? parse<z.output<S>, string[]>(formData, { resolve: () => ({ error: null }) }),
    onSubmit: (event) => onValid?.(event),
  });

  const formProps = {
    ...getFormProps(form),
    onFocus: () => {
      void load();
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const element = event.currentTarget;
      if (!parser.current) {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        void load().then(() => element.requestSubmit(submitter));
        return;
      }
      form.onSubmit(event);
      // Conform cancels the submit when the schema refused it.
      if (event.defaultPrevented) onInvalid?.(new FormData(element));
    },
  };
  return { form, fields, formProps };
}
