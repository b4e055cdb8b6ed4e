import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useGoBack } from "../use-go-back";
import { HeaderIconButton } from "./header-icon-button";

export function BackButton() {
  const goBack = useGoBack();
  const { t } = useTranslation();
  return <HeaderIconButton icon={ArrowLeft} label={t("header.goBack")} onClick={goBack} className="-ml-1" />;
}
