import { ArrowLeft } from "lucide-react";
import { useGoBack } from "../use-go-back";
import { HeaderIconButton } from "./header-icon-button";

export function BackButton() {
  const goBack = useGoBack();
  return <HeaderIconButton icon={ArrowLeft} label="Go back" onClick={goBack} className="-ml-1" />;
}
