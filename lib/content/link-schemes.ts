/** The only URL schemes a stored link may use (plain links and rich text alike). */
export const allowedLinkSchemes = ['http', 'https', 'mailto', 'tel', 'sms'] as const;
