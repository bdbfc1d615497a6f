/** Leaves the site for another page (the payment page): a full navigation, which tests replace. */
export const leaveFor = (url: string) => window.location.assign(url);
