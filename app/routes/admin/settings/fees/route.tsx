import { useMemo } from "react";
import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { FeeSettingsForm } from "#app/features/fees/components/fee-settings-form";
import { FeesPageWords } from "#app/features/fees/components/fees-admin-words";
import { ReportLangSwitch } from "#app/features/fees/components/report-lang-switch";
import { feeSettingsFormValues, saveFeeSettings } from "#app/features/fees/fee-settings-form.server";
import { feesLangOf, feesTranslate } from "#app/features/fees/fees-words";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: feesTranslate(data?.lang ?? "en")("feesStaff.settings.pageTitle") }];

/** Admins and super admins (the gate keeps trainers out; currentAdmin checks again). `?lang=hi` shows it in Hindi. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return { values: await feeSettingsFormValues(), lang: feesLangOf(request.url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return saveFeeSettings(await request.formData(), admin, feesLangOf(request.url));
}

export default function FeeSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = useMemo(() => feesTranslate(lang), [lang]);
  return (
    <FeesPageWords t={t} lang={lang} className="max-w-3xl">
      <BackLink to="/admin/settings">{t("feesStaff.settings.back")}</BackLink>
      <PageHeader
        title={t("feesStaff.settings.title")}
        description={t("feesStaff.settings.description")}
        actions={<ReportLangSwitch lang={lang} t={t} />}
      />
      <FeeSettingsForm values={loaderData.values} lastResult={actionData} t={t} />
    </FeesPageWords>
  );
}
