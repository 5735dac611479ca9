/** Names drawn from many languages so that seeded lists look like a real, international user base. */
export const FIRST_NAMES: readonly string[] = (
  "Aisha, Alejandro, Amara, Anika, Arjun, Beatriz, Benjamin, Carlos, Chen, Chloe, Daniel, Dmitri, " +
  "Elena, Emeka, Emma, Fatima, Felix, Grace, Hana, Hiroshi, Ibrahim, Ingrid, Isabella, Jamal, Javier, " +
  "Jin, Julia, Kai, Kavya, Kofi, Lars, Layla, Leila, Liam, Lucas, Maria, Mateo, Maya, Mei, Mohammed, " +
  "Nadia, Nikolai, Noah, Nora, Olivia, Omar, Priya, Rafael, Ravi, Rosa, Sara, Sebastian, Sofia, Tariq, " +
  "Thandiwe, Tomas, Valentina, Wei, Yara, Yusuf, Zainab, Zoe, Ethan, Amelia, Oscar, Ines, Mila, Kenji, " +
  "Freya, Diego"
).split(", ");

export const LAST_NAMES: readonly string[] = (
  "Adeyemi, Alvarez, Andersen, Bauer, Bianchi, Brown, Castillo, Chen, Costa, Dubois, Eriksson, " +
  "Fernandes, Fischer, Garcia, Gupta, Haddad, Hansen, Hernandez, Ito, Jensen, Johnson, Kim, Kowalski, " +
  "Kumar, Larsen, Lee, Lopez, Martin, Mensah, Moreau, Müller, Nakamura, Nguyen, Novak, Okafor, Olsen, " +
  "Park, Patel, Petrov, Popescu, Quinn, Rahman, Rossi, Santos, Schmidt, Silva, Singh, Smith, Suzuki, " +
  "Tanaka, Taylor, Torres, Van Dijk, Wang, Williams, Wilson, Yamamoto, Yilmaz, Zhang, Zielinski"
).split(", ");

/** Reserved example domains (RFC 2606), so seeded addresses can never reach a real mailbox. */
export const EMAIL_DOMAINS = ["example.com", "example.org", "example.net"] as const;

/** 'Müller' -> 'muller', 'Van Dijk' -> 'vandijk': ASCII local parts for e-mail addresses. */
export function emailSlug(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}
