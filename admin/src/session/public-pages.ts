// The pages that need no session: the login page's help form and the client's external
// pre-invoice (reached by a link with its own token). They render before the session gate.

export const isHelpPage = (pathname: string) => pathname.startsWith('/auth/need-help');

export const isExternalPreinvoicePage = (pathname: string) => pathname.startsWith('/external/settlement-billing/preinvoice-client/detail/');

export const isPublicPage = (pathname: string) => isHelpPage(pathname) || isExternalPreinvoicePage(pathname);
