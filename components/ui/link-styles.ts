/** An inline text link in the app's brand colour, underlined on hover. */
export const linkClass = "font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";
