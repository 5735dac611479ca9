/** Client-side email rule of product §5: required and a basic pattern. */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
