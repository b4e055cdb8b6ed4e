/** Where she writes for help: the footer and the Access Restricted dialog. */
export const SUPPORT_EMAIL = "support@saheli.in";
