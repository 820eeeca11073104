/**
 * Real cities with their region, country, ISO code and coordinates, so a row's city, state,
 * country and coordinates agree with each other (faker's own cities are invented US-style names).
 */
export interface Place {
  city: string;
  region: string;
  country: string;
  code: string;
  lat: number;
  lng: number;
}

const RAW = `New York|New York|United States|US|40.7128|-74.0060
Los Angeles|California|United States|US|34.0522|-118.2437
Chicago|Illinois|United States|US|41.8781|-87.6298
Houston|Texas|United States|US|29.7604|-95.3698
Seattle|Washington|United States|US|47.6062|-122.3321
Boston|Massachusetts|United States|US|42.3601|-71.0589
Miami|Florida|United States|US|25.7617|-80.1918
Denver|Colorado|United States|US|39.7392|-104.9903
Austin|Texas|United States|US|30.2672|-97.7431
San Francisco|California|United States|US|37.7749|-122.4194
Toronto|Ontario|Canada|CA|43.6532|-79.3832
Vancouver|British Columbia|Canada|CA|49.2827|-123.1207
Montreal|Quebec|Canada|CA|45.5019|-73.5674
Mexico City|Mexico City|Mexico|MX|19.4326|-99.1332
São Paulo|São Paulo|Brazil|BR|-23.5505|-46.6333
Rio de Janeiro|Rio de Janeiro|Brazil|BR|-22.9068|-43.1729
Buenos Aires|Buenos Aires|Argentina|AR|-34.6037|-58.3816
Santiago|Santiago Metropolitan|Chile|CL|-33.4489|-70.6693
Bogotá|Bogotá|Colombia|CO|4.7110|-74.0721
Lima|Lima|Peru|PE|-12.0464|-77.0428
London|England|United Kingdom|GB|51.5074|-0.1278
Manchester|England|United Kingdom|GB|53.4808|-2.2426
Edinburgh|Scotland|United Kingdom|GB|55.9533|-3.1883
Dublin|Leinster|Ireland|IE|53.3498|-6.2603
Paris|Île-de-France|France|FR|48.8566|2.3522
Lyon|Auvergne-Rhône-Alpes|France|FR|45.7640|4.8357
Berlin|Berlin|Germany|DE|52.5200|13.4050
Munich|Bavaria|Germany|DE|48.1351|11.5820
Hamburg|Hamburg|Germany|DE|53.5511|9.9937
Amsterdam|North Holland|Netherlands|NL|52.3676|4.9041
Brussels|Brussels-Capital|Belgium|BE|50.8503|4.3517
Madrid|Community of Madrid|Spain|ES|40.4168|-3.7038
Barcelona|Catalonia|Spain|ES|41.3874|2.1686
Lisbon|Lisbon|Portugal|PT|38.7223|-9.1393
Rome|Lazio|Italy|IT|41.9028|12.4964
Milan|Lombardy|Italy|IT|45.4642|9.1900
Zurich|Zurich|Switzerland|CH|47.3769|8.5417
Vienna|Vienna|Austria|AT|48.2082|16.3738
Stockholm|Stockholm|Sweden|SE|59.3293|18.0686
Oslo|Oslo|Norway|NO|59.9139|10.7522
Copenhagen|Capital Region|Denmark|DK|55.6761|12.5683
Helsinki|Uusimaa|Finland|FI|60.1699|24.9384
Warsaw|Masovia|Poland|PL|52.2297|21.0122
Prague|Prague|Czechia|CZ|50.0755|14.4378
Athens|Attica|Greece|GR|37.9838|23.7275
Istanbul|Istanbul|Turkey|TR|41.0082|28.9784
Cairo|Cairo|Egypt|EG|30.0444|31.2357
Lagos|Lagos|Nigeria|NG|6.5244|3.3792
Nairobi|Nairobi|Kenya|KE|-1.2921|36.8219
Cape Town|Western Cape|South Africa|ZA|-33.9249|18.4241
Johannesburg|Gauteng|South Africa|ZA|-26.2041|28.0473
Dubai|Dubai|United Arab Emirates|AE|25.2048|55.2708
Mumbai|Maharashtra|India|IN|19.0760|72.8777
Bangalore|Karnataka|India|IN|12.9716|77.5946
Delhi|Delhi|India|IN|28.7041|77.1025
Singapore|Singapore|Singapore|SG|1.3521|103.8198
Bangkok|Bangkok|Thailand|TH|13.7563|100.5018
Jakarta|Jakarta|Indonesia|ID|-6.2088|106.8456
Manila|Metro Manila|Philippines|PH|14.5995|120.9842
Hong Kong|Hong Kong|China|CN|22.3193|114.1694
Shanghai|Shanghai|China|CN|31.2304|121.4737
Beijing|Beijing|China|CN|39.9042|116.4074
Seoul|Seoul|South Korea|KR|37.5665|126.9780
Tokyo|Tokyo|Japan|JP|35.6762|139.6503
Osaka|Osaka|Japan|JP|34.6937|135.5023
Sydney|New South Wales|Australia|AU|-33.8688|151.2093
Melbourne|Victoria|Australia|AU|-37.8136|144.9631
Auckland|Auckland|New Zealand|NZ|-36.8485|174.7633`;

export const PLACES: readonly Place[] = RAW.split("\n").map((line) => {
  const [city, region, country, code, lat, lng] = line.split("|") as [string, string, string, string, string, string];
  return { city, region, country, code, lat: Number(lat), lng: Number(lng) };
});
