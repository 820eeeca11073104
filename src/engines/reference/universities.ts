import { sortByName } from "./search";

/**
 * UK universities for the University Crests Reference (spec section 3: name, city, founded, type),
 * plus each institution's web domain, which the crest address is built from.
 *
 * How the fields are chosen (so every value can be checked against one rule):
 * - name: the institution's current official short name (after recent renames, e.g. "Brunel
 *   University of London", "Harper Adams University").
 * - city: the town or city of the main campus or seat.
 * - founded: the foundation year the institution itself gives ("Est. 1824" on the Manchester
 *   logo, Heriot-Watt 1821, Birmingham's 1900 charter) — not the date of university title, which
 *   for every former polytechnic would read 1992.
 * - type: one of the spec's eight groups. Where several are true, the first in this order wins:
 *   Ancient (the six founded before 1600), Russell Group (the other current members), Private
 *   (independent, not publicly funded), Specialist (one field: arts, music, medicine, agriculture,
 *   business), Federal (the University of London and its member institutions, and UHI's
 *   partnership), Collegiate (organised into colleges), Plate Glass (became a university in the
 *   1960s), Post-1992 (university title from 1992 on).
 *   Pre-1992 universities that belong to none of these groups (e.g. Leicester, Reading, Hull,
 *   Swansea, the Open University) are deliberately left out rather than given a wrong label.
 * - domain: the institution's own web domain, without "www.".
 */
export const universityTypes = [
  "Ancient",
  "Russell Group",
  "Collegiate",
  "Post-1992",
  "Plate Glass",
  "Specialist",
  "Federal",
  "Private",
] as const;
export type UniversityType = (typeof universityTypes)[number];

export interface University {
  name: string;
  city: string;
  founded: number;
  type: UniversityType;
  domain: string;
}

type Row = readonly [name: string, city: string, founded: number, type: UniversityType, domain: string];

const rows: readonly Row[] = [
  // Ancient universities
  ["University of Oxford", "Oxford", 1096, "Ancient", "ox.ac.uk"],
  ["University of Cambridge", "Cambridge", 1209, "Ancient", "cam.ac.uk"],
  ["University of St Andrews", "St Andrews", 1413, "Ancient", "st-andrews.ac.uk"],
  ["University of Glasgow", "Glasgow", 1451, "Ancient", "gla.ac.uk"],
  ["University of Aberdeen", "Aberdeen", 1495, "Ancient", "abdn.ac.uk"],
  ["University of Edinburgh", "Edinburgh", 1583, "Ancient", "ed.ac.uk"],

  // Russell Group (other than the ancient members)
  ["University of Birmingham", "Birmingham", 1900, "Russell Group", "birmingham.ac.uk"],
  ["University of Bristol", "Bristol", 1876, "Russell Group", "bristol.ac.uk"],
  ["Cardiff University", "Cardiff", 1883, "Russell Group", "cardiff.ac.uk"],
  ["Durham University", "Durham", 1832, "Russell Group", "durham.ac.uk"],
  ["University of Exeter", "Exeter", 1955, "Russell Group", "exeter.ac.uk"],
  ["Imperial College London", "London", 1907, "Russell Group", "imperial.ac.uk"],
  ["King's College London", "London", 1829, "Russell Group", "kcl.ac.uk"],
  ["University of Leeds", "Leeds", 1904, "Russell Group", "leeds.ac.uk"],
  ["University of Liverpool", "Liverpool", 1881, "Russell Group", "liverpool.ac.uk"],
  ["London School of Economics and Political Science", "London", 1895, "Russell Group", "lse.ac.uk"],
  ["University of Manchester", "Manchester", 1824, "Russell Group", "manchester.ac.uk"],
  ["Newcastle University", "Newcastle upon Tyne", 1834, "Russell Group", "ncl.ac.uk"],
  ["University of Nottingham", "Nottingham", 1881, "Russell Group", "nottingham.ac.uk"],
  ["Queen Mary University of London", "London", 1785, "Russell Group", "qmul.ac.uk"],
  ["Queen's University Belfast", "Belfast", 1845, "Russell Group", "qub.ac.uk"],
  ["University of Sheffield", "Sheffield", 1905, "Russell Group", "sheffield.ac.uk"],
  ["University of Southampton", "Southampton", 1862, "Russell Group", "southampton.ac.uk"],
  ["University College London", "London", 1826, "Russell Group", "ucl.ac.uk"],
  ["University of Warwick", "Coventry", 1965, "Russell Group", "warwick.ac.uk"],
  ["University of York", "York", 1963, "Russell Group", "york.ac.uk"],

  // Private (independent) universities
  ["University of Buckingham", "Buckingham", 1973, "Private", "buckingham.ac.uk"],
  ["Regent's University London", "London", 1984, "Private", "regents.ac.uk"],
  ["BPP University", "London", 1976, "Private", "bpp.com"],
  // Began in 1991 as Resource Development International (RDI).
  ["Arden University", "Coventry", 1991, "Private", "arden.ac.uk"],

  // Specialist institutions
  ["London School of Hygiene & Tropical Medicine", "London", 1899, "Specialist", "lshtm.ac.uk"],
  ["Royal Veterinary College", "London", 1791, "Specialist", "rvc.ac.uk"],
  ["The Institute of Cancer Research", "London", 1909, "Specialist", "icr.ac.uk"],
  ["London Business School", "London", 1964, "Specialist", "london.edu"],
  ["Royal Central School of Speech and Drama", "London", 1906, "Specialist", "cssd.ac.uk"],
  ["The Courtauld Institute of Art", "London", 1932, "Specialist", "courtauld.ac.uk"],
  ["Royal Academy of Music", "London", 1822, "Specialist", "ram.ac.uk"],
  ["Royal College of Art", "London", 1837, "Specialist", "rca.ac.uk"],
  ["Royal College of Music", "London", 1882, "Specialist", "rcm.ac.uk"],
  ["Royal Northern College of Music", "Manchester", 1973, "Specialist", "rncm.ac.uk"],
  ["Royal Conservatoire of Scotland", "Glasgow", 1847, "Specialist", "rcs.ac.uk"],
  ["Guildhall School of Music & Drama", "London", 1880, "Specialist", "gsmd.ac.uk"],
  ["Royal Welsh College of Music & Drama", "Cardiff", 1949, "Specialist", "rwcmd.ac.uk"],
  ["Trinity Laban Conservatoire of Music and Dance", "London", 2005, "Specialist", "trinitylaban.ac.uk"],
  ["Royal Agricultural University", "Cirencester", 1845, "Specialist", "rau.ac.uk"],
  ["Harper Adams University", "Newport", 1901, "Specialist", "harper-adams.ac.uk"],
  ["SRUC (Scotland's Rural College)", "Edinburgh", 2012, "Specialist", "sruc.ac.uk"],
  ["Liverpool School of Tropical Medicine", "Liverpool", 1898, "Specialist", "lstmed.ac.uk"],
  ["University of the Arts London", "London", 1986, "Specialist", "arts.ac.uk"],
  ["Arts University Bournemouth", "Poole", 1880, "Specialist", "aub.ac.uk"],
  ["Norwich University of the Arts", "Norwich", 1845, "Specialist", "nua.ac.uk"],
  ["Falmouth University", "Falmouth", 1902, "Specialist", "falmouth.ac.uk"],
  ["Leeds Arts University", "Leeds", 1846, "Specialist", "leeds-art.ac.uk"],
  ["The Glasgow School of Art", "Glasgow", 1845, "Specialist", "gsa.ac.uk"],
  ["The London Institute of Banking & Finance", "London", 1879, "Specialist", "libf.ac.uk"],

  // Federal: the University of London and its members, and the UHI partnership
  ["University of London", "London", 1836, "Federal", "london.ac.uk"],
  ["Royal Holloway, University of London", "Egham", 1879, "Federal", "royalholloway.ac.uk"],
  ["Birkbeck, University of London", "London", 1823, "Federal", "bbk.ac.uk"],
  ["Goldsmiths, University of London", "London", 1891, "Federal", "gold.ac.uk"],
  ["SOAS University of London", "London", 1916, "Federal", "soas.ac.uk"],
  // Became a University of London member in 2024 (its 1966 charter would otherwise make it plate glass).
  ["Brunel University of London", "London", 1966, "Federal", "brunel.ac.uk"],
  ["University of the Highlands and Islands", "Inverness", 2001, "Federal", "uhi.ac.uk"],

  // Collegiate
  ["Lancaster University", "Lancaster", 1964, "Collegiate", "lancaster.ac.uk"],
  ["University of Kent", "Canterbury", 1965, "Collegiate", "kent.ac.uk"],
  ["University of Roehampton", "London", 1975, "Collegiate", "roehampton.ac.uk"],

  // Plate glass: university status in the 1960s
  ["University of Sussex", "Brighton", 1961, "Plate Glass", "sussex.ac.uk"],
  ["University of East Anglia", "Norwich", 1963, "Plate Glass", "uea.ac.uk"],
  ["University of Essex", "Colchester", 1964, "Plate Glass", "essex.ac.uk"],
  ["University of Stirling", "Stirling", 1967, "Plate Glass", "stir.ac.uk"],
  ["Keele University", "Keele", 1949, "Plate Glass", "keele.ac.uk"],
  ["Aston University", "Birmingham", 1895, "Plate Glass", "aston.ac.uk"],
  ["University of Bath", "Bath", 1966, "Plate Glass", "bath.ac.uk"],
  ["University of Bradford", "Bradford", 1966, "Plate Glass", "bradford.ac.uk"],
  ["Loughborough University", "Loughborough", 1909, "Plate Glass", "lboro.ac.uk"],
  ["University of Salford", "Salford", 1967, "Plate Glass", "salford.ac.uk"],
  ["University of Surrey", "Guildford", 1966, "Plate Glass", "surrey.ac.uk"],
  ["Heriot-Watt University", "Edinburgh", 1821, "Plate Glass", "hw.ac.uk"],
  ["University of Strathclyde", "Glasgow", 1796, "Plate Glass", "strath.ac.uk"],
  ["University of Dundee", "Dundee", 1881, "Plate Glass", "dundee.ac.uk"],
  // Founded 1946 as the College of Aeronautics, a university since 1969; many fields, so not Specialist.
  ["Cranfield University", "Cranfield", 1946, "Plate Glass", "cranfield.ac.uk"],

  // Post-1992
  ["Anglia Ruskin University", "Cambridge", 1858, "Post-1992", "aru.ac.uk"],
  ["Birmingham City University", "Birmingham", 1843, "Post-1992", "bcu.ac.uk"],
  // Main campus (Talbot) is in Poole.
  ["Bournemouth University", "Poole", 1976, "Post-1992", "bournemouth.ac.uk"],
  // Brighton School of Art opened in January 1859 (the 150th anniversary was kept in 2009).
  ["University of Brighton", "Brighton", 1859, "Post-1992", "brighton.ac.uk"],
  ["Canterbury Christ Church University", "Canterbury", 1962, "Post-1992", "canterbury.ac.uk"],
  ["University of Central Lancashire", "Preston", 1828, "Post-1992", "uclan.ac.uk"],
  ["Coventry University", "Coventry", 1843, "Post-1992", "coventry.ac.uk"],
  ["De Montfort University", "Leicester", 1870, "Post-1992", "dmu.ac.uk"],
  ["University of Derby", "Derby", 1851, "Post-1992", "derby.ac.uk"],
  ["Edinburgh Napier University", "Edinburgh", 1964, "Post-1992", "napier.ac.uk"],
  ["Glasgow Caledonian University", "Glasgow", 1993, "Post-1992", "gcu.ac.uk"],
  ["University of Greenwich", "London", 1890, "Post-1992", "gre.ac.uk"],
  ["University of Hertfordshire", "Hatfield", 1952, "Post-1992", "herts.ac.uk"],
  // Dates itself from the 1841 Young Men's Mental Improvement Society (175th anniversary in 2016).
  ["University of Huddersfield", "Huddersfield", 1841, "Post-1992", "hud.ac.uk"],
  ["Kingston University", "Kingston upon Thames", 1899, "Post-1992", "kingston.ac.uk"],
  ["Leeds Beckett University", "Leeds", 1824, "Post-1992", "leedsbeckett.ac.uk"],
  ["Liverpool John Moores University", "Liverpool", 1823, "Post-1992", "ljmu.ac.uk"],
  ["London Metropolitan University", "London", 1848, "Post-1992", "londonmet.ac.uk"],
  ["London South Bank University", "London", 1892, "Post-1992", "lsbu.ac.uk"],
  ["Manchester Metropolitan University", "Manchester", 1824, "Post-1992", "mmu.ac.uk"],
  ["Middlesex University", "London", 1973, "Post-1992", "mdx.ac.uk"],
  ["Northumbria University", "Newcastle upon Tyne", 1969, "Post-1992", "northumbria.ac.uk"],
  ["Nottingham Trent University", "Nottingham", 1843, "Post-1992", "ntu.ac.uk"],
  ["Oxford Brookes University", "Oxford", 1865, "Post-1992", "brookes.ac.uk"],
  ["University of Plymouth", "Plymouth", 1862, "Post-1992", "plymouth.ac.uk"],
  ["University of Portsmouth", "Portsmouth", 1869, "Post-1992", "port.ac.uk"],
  ["Robert Gordon University", "Aberdeen", 1750, "Post-1992", "rgu.ac.uk"],
  ["Sheffield Hallam University", "Sheffield", 1843, "Post-1992", "shu.ac.uk"],
  ["University of Sunderland", "Sunderland", 1901, "Post-1992", "sunderland.ac.uk"],
  ["Teesside University", "Middlesbrough", 1930, "Post-1992", "tees.ac.uk"],
  ["University of the West of England", "Bristol", 1969, "Post-1992", "uwe.ac.uk"],
  ["University of Westminster", "London", 1838, "Post-1992", "westminster.ac.uk"],
  ["University of Wolverhampton", "Wolverhampton", 1827, "Post-1992", "wlv.ac.uk"],
  ["University of Worcester", "Worcester", 1946, "Post-1992", "worcester.ac.uk"],
  ["Abertay University", "Dundee", 1888, "Post-1992", "abertay.ac.uk"],
  ["Cardiff Metropolitan University", "Cardiff", 1865, "Post-1992", "cardiffmet.ac.uk"],
  ["University of Chester", "Chester", 1839, "Post-1992", "chester.ac.uk"],
  ["Edge Hill University", "Ormskirk", 1885, "Post-1992", "edgehill.ac.uk"],
  ["University of Winchester", "Winchester", 1840, "Post-1992", "winchester.ac.uk"],
  ["York St John University", "York", 1841, "Post-1992", "yorksj.ac.uk"],
  ["Solent University", "Southampton", 1856, "Post-1992", "solent.ac.uk"],
  ["University of Bedfordshire", "Luton", 2006, "Post-1992", "beds.ac.uk"],
  ["Queen Margaret University", "Musselburgh", 1875, "Post-1992", "qmu.ac.uk"],
  ["University of the West of Scotland", "Paisley", 1897, "Post-1992", "uws.ac.uk"],
  ["University of South Wales", "Pontypridd", 2013, "Post-1992", "southwales.ac.uk"],
  ["University of Bolton", "Bolton", 1824, "Post-1992", "bolton.ac.uk"],
  ["University of Cumbria", "Carlisle", 2007, "Post-1992", "cumbria.ac.uk"],
  // Founded 2011 as New College of the Humanities; publicly funded since 2020, university title 2022.
  ["Northeastern University London", "London", 2011, "Post-1992", "nulondon.ac.uk"],
];

export const universities: readonly University[] = sortByName(
  rows.map(([name, city, founded, type, domain]) => ({ name, city, founded, type, domain })),
  (u) => u.name,
);
