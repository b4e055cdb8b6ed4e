/** The state of every city the seed uses; a missing city is a mistake in the content. */
const states: Record<string, string> = {
  Ahmedabad: "Gujarat",
  Aizawl: "Mizoram",
  Amritsar: "Punjab",
  Bengaluru: "Karnataka",
  Bhopal: "Madhya Pradesh",
  Bhubaneswar: "Odisha",
  Chandigarh: "Chandigarh",
  Chennai: "Tamil Nadu",
  Gangtok: "Sikkim",
  Guwahati: "Assam",
  Hyderabad: "Telangana",
  Indore: "Madhya Pradesh",
  Jaipur: "Rajasthan",
  Kanpur: "Uttar Pradesh",
  Kochi: "Kerala",
  Kolkata: "West Bengal",
  Lucknow: "Uttar Pradesh",
  Mumbai: "Maharashtra",
  Mysuru: "Karnataka",
  Nagpur: "Maharashtra",
  "New Delhi": "Delhi",
  Patna: "Bihar",
  Pune: "Maharashtra",
  Ranchi: "Jharkhand",
  Surat: "Gujarat",
  Thiruvananthapuram: "Kerala",
  Varanasi: "Uttar Pradesh",
};

export function locationOf(city: string): string {
  const state = states[city];
  if (!state) throw new Error(`Seed content: no state for city ${city}`);
  return city === state ? city : `${city}, ${state}`;
}
