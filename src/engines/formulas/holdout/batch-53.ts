import type { Dialect } from "../ir";

/** Hold-out batch 53: retail chains, grocery, fashion e-commerce and a restaurant group (stores, SKUs, basket size, markdowns, inventory, footfall, covers), mostly plain everyday wording, some exact field refs, families spread evenly. */
export const batch53: Array<[Dialect, string]> = [
  // tableau
  ["tableau", "gross margin % from [Sales] and [Cost of Goods], dont blow up when sales is 0"],
  ["tableau", "percent of total net sales for each store"],
  ["tableau", "7 day moving average of footfall"],
  ["tableau", "yoy growth % of Sales, years are in the view"],
  ["tableau", "total sales per store that stays the same no matter what product is in the view (fixed lod)"],
  ["tableau", "average spend per customer - sum sales for each customer id first, then average that"],
  ["tableau", "markdown band from [Markdown %]: 0 = 'Full Price', under 30% = 'Light', 30% or more = 'Heavy'"],
  ["tableau", "how many unique skus were sold"],
  ["tableau", "truncate order date to the month"],
  ["tableau", "store label like 'Leeds - Store 12' from City and Store Name"],

  // looker-studio
  ["looker-studio", "average basket size = Revenue / Transactions, no divide by zero errors please"],
  ["looker-studio", "sales for the grocery category only"],
  ["looker-studio", "number of orders where Items is more than 5"],
  ["looker-studio", "count distinct customer id"],
  ["looker-studio", "first day of the month for Transaction Date"],
  ["looker-studio", "hour of day from Ticket Opened Time for the restaurant checks"],
  ["looker-studio", "days between Delivery Date and Return Date"],
  ["looker-studio", "if promo code is null show 'No Promo'"],
  ["looker-studio", "department code = first 3 characters of SKU"],
  ["looker-studio", "footfall band: under 1000 low, 1000 to 5000 medium, above 5000 high"],

  // dax
  ["dax", "gross margin % measure = (Sales[Revenue] - Sales[Cost]) / Sales[Revenue]"],
  ["dax", "% of total Sales[Amount] across all stores"],
  ["dax", "sales ytd measure"],
  ["dax", "yoy % change in Bookings[Covers] vs same period last year"],
  ["dax", "footfall last month using dateadd, visitors are in Footfall[Visitors]"],
  ["dax", "rank stores by total sales"],
  ["dax", "online sales only - where Sales[Channel] is \"Online\""],
  ["dax", "number of distinct skus in stock (Inventory[On Hand] > 0)"],
  ["dax", "running total of Sales[Amount] over dates"],
  ["dax", "calculated column for price tier on Products[Price]: under 20 budget, 20 to 50 mid, over 50 premium"],

  // looker
  ["looker", "each store's % of total for ${sales.total_sales}"],
  ["looker", "running total of orders count"],
  ["looker", "week over week change in ${sales.total_revenue}, rows sorted oldest week first"],
  ["looker", "% change vs previous year column for ${orders.total_sales}, years are pivoted ascending"],
  ["looker", "rank skus by ${inventory_items.units_sold}"],
  ["looker", "4 week moving avg of ${reservations.total_covers} (sorted oldest first)"],
  ["looker", "sell through rate = ${inventory.units_sold} / ${inventory.units_received}, guard against zero"],
  ["looker", "show 0 instead of null for ${returns.total_returns}"],
  ["looker", "concat ${stores.city} and ${stores.name} with a dash between"],
  ["looker", "basket size band on ${orders.average_basket}: under 20 small, 20-60 medium, over 60 large"],

  // excel
  ["excel", "look up the unit price for the SKU in A2 from the Products sheet (SKU in column A, price in column C)"],
  ["excel", "total sales for the Downtown store"],
  ["excel", "count skus where Category is Womenswear and Stock is below 10"],
  ["excel", "margin % from Price and Cost, blank if price is 0"],
  ["excel", "running total of daily sales in column C"],
  ["excel", "7-day moving average of footfall, footfall is in column B starting at row 2"],
  ["excel", "first day of the month for the order date"],
  ["excel", "if Markdown is blank use 0"],
  ["excel", "get the size from sku like TEE-BLK-M (the text after the last dash)"],
  ["excel", "rank stores by sales, sales are in D2:D41, biggest = 1"],
];
