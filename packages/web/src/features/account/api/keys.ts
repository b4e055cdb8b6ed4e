/** Her data archives ("Download my data"). */
export const dataExportKeys = {
  all: ["data-exports"] as const,
};
