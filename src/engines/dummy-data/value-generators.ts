import type { Faker } from "@faker-js/faker";
import { PLACES, type Place } from "./places";
import type { FieldSpec } from "./types";

/** What the columns of one row share, so a row's email matches its name and its city its country. */
export interface RowContext {
  index: number;
  person?: { first: string; last: string; sex: "female" | "male" };
  place?: Place;
}

const pad = (n: number) => String(n).padStart(2, "0");

function person(f: Faker, row: RowContext) {
  if (!row.person) {
    const sex = f.helpers.arrayElement(["female", "male"] as const);
    row.person = { first: f.person.firstName(sex), last: f.person.lastName(), sex };
  }
  return row.person;
}

function place(f: Faker, row: RowContext): Place {
  row.place ??= f.helpers.arrayElement(PLACES);
  return row.place;
}

/** Strips accents and anything but letters so names make valid email local parts. */
function ascii(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z]/g, "");
}

function number(f: Faker, field: FieldSpec, fallbackMin: number, fallbackMax: number, decimals: number): string {
  const min = field.min ?? fallbackMin;
  const max = field.max ?? fallbackMax;
  if (decimals <= 0) return String(f.number.int({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) }));
  return f.number.float({ min, max, fractionDigits: decimals }).toFixed(decimals);
}

function dateBetween(f: Faker, field: FieldSpec, ref: Date): Date {
  const to = field.to ? new Date(`${field.to}T23:59:59Z`) : ref;
  const from = field.from ? new Date(`${field.from}T00:00:00Z`) : new Date(ref.getTime() - 2 * 365 * 86_400_000);
  return f.date.between({ from, to: to < from ? from : to });
}

/** One value of a column as CSV text (empty string = empty cell). */
export function generateValue(f: Faker, field: FieldSpec, row: RowContext, ref: Date, rowCount: number): string {
  switch (field.kind) {
    case "rowId":
      return String(row.index + 1);
    case "integerId":
      return field.unique ? String(1001 + row.index) : String(f.number.int({ min: 1, max: Math.max(500, rowCount) }));
    case "uuid":
      return f.string.uuid();
    case "firstName":
      return person(f, row).first;
    case "lastName":
      return person(f, row).last;
    case "fullName": {
      const p = person(f, row);
      return `${p.first} ${p.last}`;
    }
    case "email": {
      const p = person(f, row);
      return f.internet
        .email({ firstName: ascii(p.first) || "user", lastName: ascii(p.last) || "name" })
        .toLowerCase();
    }
    case "username": {
      const p = person(f, row);
      return f.internet.username({ firstName: ascii(p.first) || "user", lastName: ascii(p.last) || "name" }).toLowerCase();
    }
    case "password":
      return f.internet.password({ length: 14 });
    case "phone":
      return f.phone.number({ style: "national" });
    case "streetAddress":
      return f.location.streetAddress();
    case "fullAddress": {
      const pl = place(f, row);
      return `${f.location.streetAddress()}, ${pl.city}, ${pl.country}`;
    }
    case "city":
      return place(f, row).city;
    case "state":
      return place(f, row).region;
    case "country":
      return place(f, row).country;
    case "countryCode":
      return place(f, row).code;
    case "zipCode":
      return f.location.zipCode();
    case "latitude":
      return (place(f, row).lat + f.number.float({ min: -0.05, max: 0.05 })).toFixed(4);
    case "longitude":
      return (place(f, row).lng + f.number.float({ min: -0.05, max: 0.05 })).toFixed(4);
    case "company":
      return f.company.name();
    case "jobTitle":
      return f.person.jobTitle();
    case "department":
      return f.commerce.department();
    case "integer":
      return number(f, field, 1, 1000, 0);
    case "decimal":
      return number(f, field, 0, 1000, field.decimals ?? 2);
    case "money":
      return number(f, field, 1, 500, field.decimals ?? 2);
    case "percent":
      return number(f, field, 0, 100, field.decimals ?? 1);
    case "year":
      return number(f, field, 2015, ref.getUTCFullYear(), 0);
    case "boolean":
      return f.datatype.boolean() ? "true" : "false";
    case "date":
      return dateBetween(f, field, ref).toISOString().slice(0, 10);
    case "timestamp": {
      const d = dateBetween(f, field, ref);
      return `${d.toISOString().slice(0, 10)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
    }
    case "time":
      return `${pad(f.number.int({ min: 0, max: 23 }))}:${pad(f.number.int({ min: 0, max: 59 }))}:${pad(f.number.int({ min: 0, max: 59 }))}`;
    case "month":
      return f.date.month();
    case "weekday":
      return f.date.weekday();
    case "enum": {
      const values = field.values ?? [];
      if (values.length === 0) return "";
      return f.helpers.weightedArrayElement(values.map((v) => ({ value: v.value, weight: v.weight > 0 ? v.weight : 1 })));
    }
    case "product":
      return f.commerce.productName();
    case "productCategory":
      return f.commerce.department();
    case "sku":
      return `${f.string.alpha({ length: 3, casing: "upper" })}-${f.string.numeric(5)}`;
    case "url":
      return f.internet.url({ appendSlash: false });
    case "domain":
      return f.internet.domainName();
    case "ipv4":
      return f.internet.ipv4();
    case "ipv6":
      return f.internet.ipv6();
    case "macAddress":
      return f.internet.mac();
    case "userAgent":
      return f.internet.userAgent();
    case "sentence":
      return f.lorem.sentence({ min: 5, max: 12 });
    case "paragraph":
      return f.lorem.paragraph();
    case "word":
      return f.word.noun();
    case "gender":
      return f.helpers.weightedArrayElement([
        { value: person(f, row).sex === "female" ? "Female" : "Male", weight: 96 },
        { value: "Non-binary", weight: 4 },
      ]);
    case "currency":
      return f.finance.currencyCode();
    case "color":
      return f.color.human();
    case "creditCard":
      return f.finance.creditCardNumber();
    case "iban":
      return f.finance.iban();
  }
}
