/**
 * Sample files for the examples. Each shows something the analyzer handles: quoted commas and
 * line breaks with duplicates, a European export, a tab-separated survey.
 */
export interface SampleCsv {
  label: string;
  detail: string;
  fileName: string;
  text: string;
}

const orders = [
  "order_id,order_date,customer,region,product,quantity,unit_price,paid",
  '1001,2024-01-03,Ana García,North,"Widget, large",3,19.90,true',
  "1002,2024-01-03,Björn Müller,South,Gadget,1,149.00,true",
  '1003,2024-01-04,Chloé Dubois,East,"The ""Pro"" kit",2,89.50,false',
  '1004,2024-01-05,Dmitri Ivanov,West,"Cable, 2 m\nbraided",10,4.25,true',
  "1002,2024-01-03,Björn Müller,South,Gadget,1,149.00,true",
  "1005,2024-01-06,Emeka Obi,North,Adapter,4,12.00,",
  "1006,2024-01-07,Fatima Zahra,Central,Widget,7,11.50,true",
  '1001,2024-01-03,Ana García,North,"Widget, large",3,19.90,true',
  "1007,2024-01-08,Grace Hopper,East,Gadget,2,149.00,true",
  "1008,2024-01-08,Hiro Tanaka,West,Adapter,1,12.00,false",
  "1009,2024-01-09,Inés Alves,South,Widget,5,11.50,true",
  "1010,2024-01-10,Jamal Reed,North,Gadget,3,139.00,true",
];

const european = [
  "Artikel;Menge;Preis;Lager;Datum",
  "Schraube M8;120;0,35;Köln;2024-03-01",
  "Mutter M8;300;0,12;Köln;2024-03-01",
  '"Dübel; 8 mm";80;0,09;Wien;2024-03-02',
  "Winkel 40x40;25;1,85;Zürich;2024-03-04",
  "Schraube M8;120;0,35;Köln;2024-03-01",
  "Scharnier;12;4,20;Wien;2024-03-05",
  "Kabelbinder;500;0,03;Köln;2024-03-06",
];

const survey = [
  "respondent\tage\tsatisfaction\tcomment",
  "r01\t34\t4\tQuick delivery",
  "r02\t41\t5\t",
  "r03\t29\t3\tPackaging could be better",
  "r04\t52\t5\tGreat support, thanks!",
  "r05\t38\t2\tLate by two days",
  "r06\t45\t4\t",
  "r07\t23\t5\tWould order again",
  "r08\t61\t1\tItem arrived damaged",
  "r09\t36\t4\t",
  "r10\t47\t3\tOK",
];

export const samples: SampleCsv[] = [
  { label: "Sales orders", detail: "Quoted commas and line breaks, two duplicate rows", fileName: "sample-orders.csv", text: orders.join("\n") + "\n" },
  { label: "European export", detail: "Semicolons, decimal commas and a duplicate", fileName: "lager-export.csv", text: european.join("\r\n") + "\r\n" },
  { label: "Tab-separated survey", detail: "Tabs, empty comments, numeric scores", fileName: "survey-results.csv", text: survey.join("\n") + "\n" },
];

export function sampleFile(sample: SampleCsv): File {
  return new File([sample.text], sample.fileName, { type: "text/csv" });
}
