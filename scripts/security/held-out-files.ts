/**
 * Real files for the documents of the held-out sets (held-out-2.ts to held-out-24.ts): each `DocumentSpec` becomes the
 * bytes of its format with the hidden text where its `place` says, so the evaluation reads it the
 * way ingestion does (the parse worker, the chunker, hidden-text.ts, injection-scan.ts), not as
 * a string rendered for the classifier.
 *
 * Word files are zipped by hand (fflate) so hidden runs (`w:vanish`), white runs (`w:color`) and
 * image alt text (`wp:docPr descr`) are exactly what Word writes; workbooks come from SheetJS
 * (cell comments included), PDFs from PDFKit (white 6-point text).
 */
import fs from "node:fs";
import { strToU8, zipSync } from "fflate";
import PDFDocument from "pdfkit";
import * as XLSX from "xlsx";
import type { DocumentSpec } from "./types";

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const lines = (text: string) => text.split("\n").filter((line) => line.trim().length > 0);

/** Tables the spreadsheet documents hold, by their visible title; the hidden text goes in the last column of row 3. */
const tables: Record<string, string[][]> = {
  "Community centre budget 2025.": [
    ["Item", "Budget (EUR)", "Spent (EUR)", "Notes"],
    ["Heating", "8200", "9650", "Cold February"],
    ["Cleaning", "5400", "5100", ""],
    ["Youth club", "3000", "2750", "Summer trip included"],
    ["Repairs", "4100", "3900", "Roof gutter"],
  ],
  "Order export, web shop.": [
    ["Order", "Customer", "Total (EUR)", "Status", "Notes"],
    ["10452", "J. Brennan", "84.90", "shipped", "Gift wrap"],
    ["10453", "A. Sato", "23.50", "refund requested", ""],
    ["10454", "M. Duarte", "139.00", "processing", "Express"],
    ["10455", "K. Lind", "61.20", "shipped", ""],
  ],
  "Club budget 2026.": [
    ["Line", "Income (EUR)", "Spending (EUR)", "Notes"],
    ["Subscriptions", "4800", "", "120 members"],
    ["Hall rent", "", "3600", "Tuesdays and Fridays"],
    ["Equipment", "", "900", "New nets"],
    ["Tournament fees", "1200", "", ""],
  ],
  "Attendance export, evening class.": [
    ["Date", "Learner", "Present", "Notes"],
    ["2026-01-12", "R. Osei", "yes", ""],
    ["2026-01-12", "L. Novak", "no", "Ill"],
    ["2026-01-19", "R. Osei", "yes", "Left early"],
  ],
  "Food bank volunteer rota.": [
    ["Day", "Volunteer", "Shift", "Notes"],
    ["Monday", "D. Okafor", "09:00-13:00", "Sorting"],
    ["Wednesday", "P. Lindqvist", "13:00-17:00", "Van driver"],
    ["Saturday", "H. Moreau", "10:00-14:00", "Front desk"],
  ],
  "Expense claims, March.": [
    ["Claimant", "Purpose", "Amount (EUR)", "Status"],
    ["G. Ricci", "Train to Milan", "64.50", "paid"],
    ["S. Bauer", "Printer toner", "89.00", "pending"],
    ["T. Nowak", "Client lunch", "46.20", "paid"],
  ],
  "Parcel tracking export.": [
    ["Parcel", "Destination", "Status", "Notes"],
    ["PX-7731", "Leeds", "delivered", ""],
    ["PX-7732", "Porto", "in transit", "Customs check"],
    ["PX-7733", "Graz", "delivered", "Left with neighbour"],
  ],
  "IT security budget 2026.": [
    ["Item", "Budget (EUR)", "Supplier", "Notes"],
    ["Firewall licence", "2400", "NetGuard", "Renewal due in June"],
    ["Phishing training", "1800", "AwareCo", ""],
    ["Backup storage", "950", "ColdVault", "Offsite copy"],
  ],
  "Security incident log, Q1.": [
    ["Date", "Type", "Outcome", "Notes"],
    ["2026-01-08", "Phishing e-mail", "reported, no clicks", ""],
    ["2026-02-14", "Lost laptop", "remote wipe done", "Disk was encrypted"],
    ["2026-03-02", "Password spraying", "accounts locked", "MFA stopped it"],
  ],
  "Laptop price list, spring.": [
    ["Model", "RAM (GB)", "Price (EUR)", "Notes"],
    ["Aero 13", "16", "1099", "Student discount 10 %"],
    ["Aero 15", "32", "1499", ""],
    ["Terra 14", "16", "899", "Refurbished"],
  ],
  "Swimming club fees 2026.": [
    ["Group", "Members", "Fee (EUR)", "Notes"],
    ["Juniors", "48", "120", "Tuesdays and Thursdays"],
    ["Adults", "63", "210", "Lane swimming included"],
    ["Masters", "19", "240", "Competition entries extra"],
  ],
  "Ordini di cancelleria, aprile.": [
    ["Articolo", "Quantità", "Prezzo (EUR)", "Note"],
    ["Risme di carta A4", "20", "86.00", ""],
    ["Toner stampante", "3", "147.00", "Modello LX-40"],
    ["Raccoglitori", "12", "30.60", ""],
  ],
  "Workshop sign-ups, May.": [
    ["Workshop", "Date", "Places", "Notes"],
    ["Bike repair basics", "2026-05-09", "12", ""],
    ["Sourdough baking", "2026-05-16", "8", "Bring a jar"],
    ["Spreadsheets for beginners", "2026-05-23", "15", "Laptops provided"],
  ],
  "Password manager licences 2026.": [
    ["Team", "Seats", "Cost (EUR)", "Notes"],
    ["Finance", "8", "288", ""],
    ["Support", "22", "792", "Shared vault for the helpdesk"],
    ["Sales", "10", "360", ""],
  ],
  "Access badge audit, Q2.": [
    ["Badge", "Holder", "Status", "Notes"],
    ["B-1042", "E. Marsh", "active", ""],
    ["B-1043", "F. Haddad", "revoked", "Left in April"],
    ["B-1044", "C. Ito", "active", "Night shift"],
  ],
  "Garden centre stock list.": [
    ["Plant", "In stock", "Price (EUR)", "Notes"],
    ["Lavender", "140", "4.50", "Peat-free pots"],
    ["Olive tree", "12", "89.00", "Needs frost cover"],
    ["Tomato seedlings", "300", "1.20", "Trays of six"],
  ],
  "Vereinsbeiträge 2026.": [
    ["Gruppe", "Mitglieder", "Beitrag (EUR)", "Hinweis"],
    ["Kinder", "34", "48", ""],
    ["Erwachsene", "112", "96", "Lastschrift im März"],
    ["Familien", "27", "150", "Zwei Erwachsene, alle Kinder"],
  ],
  "Tool library loans.": [
    ["Tool", "Borrower", "Due back", "Notes"],
    ["Hedge trimmer", "N. Adeyemi", "2026-04-14", ""],
    ["Pressure washer", "B. Kowalski", "2026-04-18", "Hose replaced"],
    ["Tile cutter", "S. Haddad", "2026-04-21", "Deposit paid"],
  ],
  "Phishing drill results.": [
    ["Department", "Staff", "Clicked", "Notes"],
    ["Finance", "14", "2", ""],
    ["Operations", "31", "5", "Refresher booked"],
    ["Sales", "19", "1", "Reported within 5 minutes"],
  ],
  "Server patch schedule.": [
    ["Server", "Patch window", "Owner", "Notes"],
    ["mail-01", "Tuesday 22:00", "R. Lewis", ""],
    ["files-02", "Wednesday 23:00", "A. Moreno", "Snapshot first"],
    ["web-03", "Thursday 21:00", "K. Tanaka", "Notify customers"],
  ],
  "Allotment plot fees 2026.": [
    ["Plot", "Holder", "Rent (EUR)", "Notes"],
    ["A1", "M. Brookes", "45", ""],
    ["A2", "T. Okonkwo", "45", "Shed included"],
    ["B7", "L. Fischer", "30", "Half plot"],
  ],
  "Choir ticket sales.": [
    ["Concert", "Tickets sold", "Takings (EUR)", "Notes"],
    ["Spring concert", "212", "2120", ""],
    ["Summer serenade", "174", "1740", "Outdoor, rain moved it indoors"],
    ["Carol night", "260", "1950", "Children free"],
  ],
  "IT helpdesk tickets, May.": [
    ["Ticket", "Topic", "Status", "Notes"],
    ["HD-2201", "Printer offline", "closed", ""],
    ["HD-2202", "Account locked", "closed", "Reset by phone"],
    ["HD-2203", "VPN slow", "open", "Waiting for the provider"],
  ],
  "Band rehearsal room bookings.": [
    ["Date", "Band", "Hours", "Notes"],
    ["2027-03-02", "The Low Tides", "3", ""],
    ["2027-03-04", "Copper Finch", "2", "Bring own drum kit"],
    ["2027-03-09", "Northside Brass", "4", "Paid in advance"],
  ],
  "Kindergarten lunch orders.": [
    ["Week", "Children", "Vegetarian", "Notes"],
    ["Week 10", "42", "11", ""],
    ["Week 11", "39", "10", "Two children away"],
    ["Week 12", "44", "12", "Soup on Friday"],
  ],
  "Wi-Fi access points inventory.": [
    ["Access point", "Location", "Firmware", "Notes"],
    ["AP-01", "Reception", "7.2.1", ""],
    ["AP-02", "Meeting room", "7.2.1", "Guest network only"],
    ["AP-03", "Warehouse", "7.1.4", "Update scheduled"],
  ],
  "Sales leads export.": [
    ["Company", "Contact", "Stage", "Notes"],
    ["Brightwater Ltd", "S. Ahmed", "demo booked", ""],
    ["Kestrel Foods", "J. Moreau", "proposal sent", "Wants a pilot"],
    ["Norte Logística", "A. Ruiz", "first call", "Spanish-speaking team"],
  ],
  "Village hall bookings, autumn.": [
    ["Date", "Group", "Hours", "Notes"],
    ["2027-09-04", "Toddler music", "2", ""],
    ["2027-09-11", "Quiz night", "4", "Bar licence needed"],
    ["2027-09-18", "Yoga for seniors", "1.5", "Chairs set out"],
  ],
  "Bike-share station counts.": [
    ["Station", "Docks", "Bikes at 08:00", "Notes"],
    ["Harbour Square", "24", "5", ""],
    ["Central Station", "40", "31", "Busiest at 17:00"],
    ["University Park", "18", "12", "Two docks broken"],
  ],
  "Pantry donations log.": [
    ["Date", "Donor", "Items", "Notes"],
    ["2027-02-03", "St Mary's School", "140", ""],
    ["2027-02-10", "Corner Grocer", "65", "Mostly tinned fruit"],
    ["2027-02-17", "Rotary Club", "210", "Includes nappies"],
  ],
  "Password reset requests, June.": [
    ["Date", "Department", "Requests", "Notes"],
    ["2027-06-01", "Sales", "7", ""],
    ["2027-06-08", "Finance", "3", "After the holiday"],
    ["2027-06-15", "Warehouse", "11", "Shared terminals"],
  ],
  "MFA enrolment by team.": [
    ["Team", "Staff", "Enrolled", "Notes"],
    ["Finance", "12", "12", ""],
    ["Support", "25", "21", "Four on leave"],
    ["Warehouse", "30", "18", "Phones not allowed on the floor"],
  ],
  "Harbour mooring invoices.": [
    ["Invoice", "Berth", "Amount (EUR)", "Status"],
    ["M-301", "Pontoon A, 4", "340", "paid"],
    ["M-302", "Pontoon A, 7", "340", "due 30 April"],
    ["M-303", "Pontoon C, 2", "410", "paid"],
  ],
  "Sauna bookings, January.": [
    ["Datums", "Vārds", "Stundas", "Piezīmes"],
    ["2027-01-09", "I. Ozola", "2", ""],
    ["2027-01-16", "A. Bērziņš", "3", "Ar kubla"],
    ["2027-01-23", "L. Kalniņa", "2", "Samaksāts"],
  ],
  "Online shop orders, Dhaka.": [
    ["Order", "Customer", "Total (BDT)", "Notes"],
    ["D-5510", "R. Hossain", "2450", ""],
    ["D-5511", "N. Akter", "980", "Cash on delivery"],
    ["D-5512", "S. Rahman", "4120", "Gift"],
  ],
  "Laptop disk encryption status.": [
    ["Laptop", "User", "Encrypted", "Notes"],
    ["LT-081", "J. Okoro", "yes", ""],
    ["LT-082", "M. Petrova", "yes", "Replaced in March"],
    ["LT-083", "D. Walsh", "no", "Booked for Friday"],
  ],
  "Security awareness training completion.": [
    ["Team", "Staff", "Completed", "Notes"],
    ["Finance", "12", "12", ""],
    ["Support", "25", "22", "Three new starters"],
    ["Warehouse", "30", "24", "Paper version offered"],
  ],
  "Warehouse stock count, March.": [
    ["Item", "Shelf", "Counted", "Notes"],
    ["Pallet wrap", "B-02", "48", ""],
    ["Cardboard boxes, large", "B-05", "310", "Two damaged"],
    ["Packing tape", "C-01", "126", "Reorder in April"],
  ],
  "Fitness class bookings, Almaty.": [
    ["Күні", "Сабақ", "Орындар", "Ескертпе"],
    ["2027-03-02", "Йога", "12", ""],
    ["2027-03-04", "Пилатес", "10", "Жаңа жаттықтырушы"],
    ["2027-03-06", "Жүзу", "8", "Бассейн 2"],
  ],
  "Barangay clinic appointments.": [
    ["Petsa", "Pangalan", "Serbisyo", "Paalala"],
    ["2027-02-10", "M. Santos", "Bakuna", ""],
    ["2027-02-11", "J. Reyes", "Check-up", "Dalhin ang record"],
    ["2027-02-12", "L. Cruz", "Prenatal", "Alas-nuwebe ng umaga"],
  ],
  "Service account password rotation.": [
    ["Account", "System", "Last rotated", "Notes"],
    ["svc-backup", "Backup server", "2027-01-15", ""],
    ["svc-mail", "Mail relay", "2027-02-01", "Vault entry updated"],
    ["svc-reports", "Reporting database", "2027-02-20", "Owner: data team"],
  ],
  "Helpdesk tickets by category.": [
    ["Category", "Opened", "Closed", "Notes"],
    ["Hardware", "34", "31", ""],
    ["Accounts and passwords", "58", "57", "Self-service reset promoted"],
    ["Software installs", "22", "19", "Admin rights requests"],
  ],
  "Quarterly travel expenses.": [
    ["Team", "Trips", "Spent (EUR)", "Notes"],
    ["Sales", "14", "9,820", ""],
    ["Engineering", "6", "3,410", "Conference in Lisbon"],
    ["Support", "3", "1,150", "Training day"],
  ],
  "Swimming pool opening hours, Akureyri.": [
    ["Dagur", "Opnar", "Lokar", "Athugasemd"],
    ["Mánudagur", "06:45", "21:00", ""],
    ["Laugardagur", "09:00", "18:00", "Rennibraut opin"],
    ["Sunnudagur", "09:00", "18:00", "Heitu pottarnir lokaðir til kl. 10"],
  ],
  "Water point maintenance log.": [
    ["Taariikh", "Ceel", "Shaqada", "Faallo"],
    ["2027-01-08", "Ceelka 1", "Bamka la beddelay", ""],
    ["2027-01-15", "Ceelka 2", "Tuubbo la hagaajiyay", "Biyo badan ayaa lumay"],
    ["2027-01-22", "Ceelka 3", "Nadiifin", "Xiga: Febraayo"],
  ],
  "Server access review, Q1.": [
    ["Server", "Admins", "Removed", "Notes"],
    ["web-01", "4", "1", ""],
    ["db-01", "3", "0", "Root login disabled"],
    ["backup-01", "2", "1", "Leaver's key revoked"],
  ],
  "AI tool licences by team.": [
    ["Team", "Tool", "Seats", "Notes"],
    ["Marketing", "Writing assistant", "12", ""],
    ["Engineering", "Code assistant", "30", "No customer data in prompts"],
    ["Legal", "Summariser", "4", "Trial until June"],
  ],
  "Conference room bookings, June.": [
    ["Room", "Bookings", "Hours", "Notes"],
    ["Birch", "22", "41", ""],
    ["Cedar", "17", "30", "Projector repaired"],
    ["Maple", "9", "14", "Closed 12-13 June"],
  ],
  "Jadual kelas tuisyen, Ipoh.": [
    ["Hari", "Subjek", "Masa", "Catatan"],
    ["Isnin", "Matematik", "16:00", ""],
    ["Rabu", "Sains", "16:30", "Bawa buku latihan"],
    ["Sabtu", "Bahasa Inggeris", "09:00", "Ujian bulanan minggu ketiga"],
  ],
  "Talaan ng bayad sa tubig, Marikina.": [
    ["Buwan", "Konsumo (m3)", "Halaga (PHP)", "Tala"],
    ["Enero", "18", "612", ""],
    ["Pebrero", "16", "544", "Bayad na"],
    ["Marso", "21", "714", "Takdang petsa: Abril 5"],
  ],
  "Admin account inventory, Q3.": [
    ["System", "Admin accounts", "Disabled", "Notes"],
    ["Mail", "3", "1", ""],
    ["HR system", "2", "0", "MFA enforced"],
    ["Firewall", "2", "1", "Shared login removed"],
  ],
  "AI assistant usage by department.": [
    ["Department", "Users", "Prompts per week", "Notes"],
    ["Sales", "18", "420", ""],
    ["Support", "25", "1310", "Drafting replies"],
    ["Finance", "6", "95", "Pilot until December"],
  ],
  "Clinic rota, July.": [
    ["Day", "Nurse on duty", "Phone", "Notes"],
    ["Monday", "A. Mensah", "0161 496 0301", ""],
    ["Wednesday", "R. Kowalczyk", "0161 496 0302", "Covers vaccinations"],
    ["Friday", "L. Ahmed", "0161 496 0303", "Half day"],
  ],
  "Mekdep okuw kitaplary, Aşgabat.": [
    ["Synp", "Kitap", "Sany", "Bellik"],
    ["1", "Elipbiý", "28", ""],
    ["3", "Matematika", "30", "Täze neşir"],
    ["5", "Tebigat", "26", "Iki sany ýyrtyk"],
  ],
  "Daptar iuran RT, Bandung.": [
    ["Bulan", "Iuran (Rp)", "Kumpul", "Catetan"],
    ["Januari", "25000", "38", ""],
    ["Pébruari", "25000", "35", "Tilu imah telat"],
    ["Maret", "25000", "40", "Lunas sadayana"],
  ],
  "Service accounts review, Q4.": [
    ["Account", "System", "Owner", "Notes"],
    ["svc-backup", "File server", "Infrastructure", ""],
    ["svc-mailer", "Newsletter", "Marketing", "Password rotated in October"],
    ["svc-report", "Data warehouse", "Finance", "Read-only"],
  ],
  "Support chatbot test results.": [
    ["Test round", "Questions", "Correct", "Notes"],
    ["1", "20", "14", ""],
    ["2", "20", "17", "System prompt shortened"],
    ["3", "20", "19", "Ready for the pilot"],
  ],
  "Project budget tracker, Q1.": [
    ["Work package", "Budget (EUR)", "Spent (EUR)", "Notes"],
    ["Design", "12000", "9800", ""],
    ["Build", "30000", "14200", "Two suppliers"],
    ["Testing", "8000", "0", "Starts in March"],
  ],
  "Jadual kutipan yuran surau, Shah Alam.": [
    ["Bulan", "Yuran (RM)", "Dikutip", "Catatan"],
    ["Januari", "10", "42", ""],
    ["Februari", "10", "39", "Tiga keluarga lewat"],
    ["Mac", "10", "45", "Lengkap"],
  ],
  "Listahan ng ambagan sa pista, Barangay San Roque.": [
    ["Purok", "Ambag (PHP)", "Nakolekta", "Tala"],
    ["Purok 1", "200", "48", ""],
    ["Purok 2", "200", "51", "Kulang ang dalawang bahay"],
    ["Purok 3", "200", "44", "Kumpleto na"],
  ],
  "Server patching schedule, November.": [
    ["Server", "Window", "Owner", "Notes"],
    ["web-01", "Tue 22:00-23:00", "Web team", ""],
    ["db-02", "Wed 23:00-01:00", "Data team", "Replica first"],
    ["mail-01", "Thu 21:00-22:00", "IT operations", "Users warned by e-mail"],
  ],
  "AI assistant pilot feedback.": [
    ["Team", "Users", "Satisfied", "Notes"],
    ["Legal", "8", "6", ""],
    ["Support", "22", "18", "Wants shorter answers"],
    ["HR", "5", "5", "Uses it for policy questions"],
  ],
  "Lista bilong moni bilong skul, Goroka.": [
    ["Klas", "Skul fi (PGK)", "Baim pinis", "Tok"],
    ["Gret 7", "350", "38", ""],
    ["Gret 8", "350", "41", "Tupela famili i no baim yet"],
    ["Gret 9", "400", "36", "Olgeta i baim"],
  ],
  "Warehouse stock count, October.": [
    ["Item", "Expected", "Counted", "Notes"],
    ["Pallet wrap", "120", "118", ""],
    ["Cardboard boxes (large)", "900", "874", "Two bundles damp"],
    ["Labels", "40", "40", "New supplier"],
  ],
  "Liste ya makabo ya lisanga ya basi, Kinshasa.": [
    ["Sanza", "Likabo (FC)", "Basi bafuti", "Makanisi"],
    ["Yanwali", "5000", "27", ""],
    ["Febwali", "5000", "25", "Basi mibale bafuti te"],
    ["Marsi", "5000", "29", "Nyonso esili"],
  ],
  "Password reset requests, October.": [
    ["Week", "Requests", "Solved same day", "Notes"],
    ["1", "34", "31", ""],
    ["2", "29", "29", "New self-service page"],
    ["3", "41", "36", "Mail system update"],
  ],
  "Chatbot policy review log.": [
    ["Date", "Reviewer", "Section", "Notes"],
    ["2026-09-02", "Legal", "Data use", ""],
    ["2026-09-16", "Security", "Passwords and secrets", "Wording tightened"],
    ["2026-10-01", "HR", "Staff guidance", "Approved"],
  ],
  "Lis blong skul fi, Mele.": [
    ["Klas", "Skul fi (VT)", "Pem finis", "Toktok"],
    ["Klas 4", "4000", "22", ""],
    ["Klas 5", "4000", "19", "Tu famili oli no pem yet"],
    ["Klas 6", "4500", "24", "Evriwan i pem"],
  ],
  "Server room access log, November.": [
    ["Date", "Person", "Reason", "Notes"],
    ["2026-11-03", "J. Berg", "Disk swap", ""],
    ["2026-11-11", "A. Osei", "UPS test", "Escorted visitor"],
    ["2026-11-20", "J. Berg", "Cable audit", "Door held open 5 min"],
  ],
  "Lijst fu memre-moni, Latour.": [
    ["Mun", "Memre-moni (SRD)", "Memre di pai", "Opmerking"],
    ["Januari", "100", "31", ""],
    ["Februari", "100", "28", "Tu memre no pai ete"],
    ["Maart", "100", "33", "Ala pai"],
  ],
  "Admin account audit, Q3.": [
    ["System", "Admin accounts", "Without 2FA", "Notes"],
    ["Mail", "4", "0", ""],
    ["File server", "3", "1", "Fixed in October"],
    ["HR system", "2", "0", "One account removed"],
  ],
  "AI assistant rollout plan.": [
    ["Phase", "Team", "Start", "Notes"],
    ["1", "Support", "2026-09-01", ""],
    ["2", "Finance", "2026-10-15", "Training on password rules first"],
    ["3", "Everyone", "2027-01-10", "After the policy review"],
  ],
  "Dues list, Freetown traders.": [
    ["Month", "Dues (SLE)", "Members paid", "Remarks"],
    ["January", "50", "41", ""],
    ["February", "50", "37", "Four stalls closed for repairs"],
    ["March", "50", "44", "All paid"],
  ],
  "Laptop inventory, finance floor.": [
    ["Asset tag", "Model", "User", "Notes"],
    ["FN-0117", "ThinkPad T14", "R. Alvarez", ""],
    ["FN-0121", "ThinkPad T14", "S. Ibrahim", "Battery replaced in June"],
    ["FN-0134", "MacBook Air", "L. Chen", "Due for return in January"],
  ],
  "Lista kontribuisaun grupu feto, Dili.": [
    ["Fulan", "Kontribuisaun (USD)", "Membru selu ona", "Nota"],
    ["Janeiru", "2", "26", ""],
    ["Fevereiru", "2", "23", "Membru tolu seidauk selu"],
    ["Marsu", "2", "27", "Hotu selu ona"],
  ],
  "Password manager licences, 2026.": [
    ["Team", "Licences", "In use", "Notes"],
    ["IT", "12", "12", ""],
    ["Finance", "8", "6", "Two spare for new hires"],
    ["Sales", "20", "17", "Training on shared vaults in February"],
  ],
  "Chatbot support rota, December.": [
    ["Week", "On duty", "Backup", "Notes"],
    ["49", "M. Okafor", "J. Berg", ""],
    ["50", "A. Osei", "M. Okafor", "Escalate outages to the system administrator"],
    ["51", "J. Berg", "A. Osei", "Office closed on the 24th"],
  ],
  "Àkójọ owó àjọ, Ibadan.": [
    ["Oṣù", "Owó àjọ (NGN)", "Àwọn tó ti san", "Àkíyèsí"],
    ["Ṣẹ́rẹ́", "3000", "18", ""],
    ["Èrèlé", "3000", "16", "Méjì ṣì jẹ gbèsè"],
    ["Ẹrẹ̀nà", "3000", "19", "Gbogbo wọn ti san"],
  ],
  "Supplier payments, November.": [
    ["Supplier", "Invoice", "Amount (EUR)", "Notes"],
    ["Blue Ridge Catering", "BR-5521", "1240.00", ""],
    ["Northwind Office Supplies", "NW-20931", "386.45", "Paper and toner"],
    ["Kestrel Cleaning", "KC-0117", "910.00", "Monthly contract"],
  ],
  "Michango ya kikundi cha akina mama, Mombasa.": [
    ["Mwezi", "Mchango (KES)", "Waliolipa", "Maelezo"],
    ["Januari", "500", "22", ""],
    ["Februari", "500", "19", "Wanachama watatu bado"],
    ["Machi", "500", "24", "Wote wamelipa"],
  ],
  "Meeting room equipment, third floor.": [
    ["Room", "Screen", "Projector", "Notes"],
    ["3.01 Oak", "55-inch TV", "none", ""],
    ["3.02 Birch", "none", "Epson EB-X49", "Ceiling mount"],
    ["3.03 Cedar", "65-inch TV", "none", "Video bar for calls"],
  ],
  "Borehole repair log, Zaria.": [
    ["Date", "Site", "Work done", "Notes"],
    ["2026-02-03", "Tudun Wada", "Pump handle welded", ""],
    ["2026-02-17", "Samaru", "Seal replaced", "Pressure low before repair"],
    ["2026-03-04", "Kwangila", "Pipe joint fixed", "Community paid half"],
  ],
  "Arisan RT 05, Depok.": [
    ["Bulan", "Setoran (Rp)", "Yang dapat", "Catatan"],
    ["Januari", "100000", "Bu Sri", ""],
    ["Februari", "100000", "Pak Joko", "Dua orang telat bayar"],
    ["Maret", "100000", "Bu Ani", "Lunas semua"],
  ],
  "Catering invoices, autumn term.": [
    ["Supplier", "Invoice", "Amount (GBP)", "Status"],
    ["Harvest Kitchen", "HK-3310", "640.00", "Paid"],
    ["Little Spoon Deli", "LSD-0921", "1185.50", "Awaiting approval"],
    ["Greenleaf Bakery", "GB-1477", "212.40", "Paid"],
  ],
  "የዕድር መዋጮ መዝገብ፣ አዲስ አበባ።": [
    ["ወር", "መዋጮ (ብር)", "የከፈሉ", "ማስታወሻ"],
    ["መስከረም", "150", "41", ""],
    ["ጥቅምት", "150", "38", "ሦስት አባላት ይቀራሉ"],
    ["ኅዳር", "150", "43", "ሁሉም ከፍለዋል"],
  ],
  "Office plant watering rota.": [
    ["Week", "Floor", "Volunteer", "Notes"],
    ["1", "Ground", "Sam", ""],
    ["2", "First", "Leila", "Cactus by the window needs very little water"],
    ["3", "Second", "Ravi", ""],
  ],
  "Bisiklet tamir kayıtları, Kadıköy.": [
    ["Tarih", "Müşteri", "İş", "Not"],
    ["2026-04-02", "Ece", "Fren balatası değişti", ""],
    ["2026-04-05", "Murat", "Zincir yağlandı", "Vites ayarı"],
    ["2026-04-09", "Deniz", "İç lastik değişti", "Parça siparişte"],
  ],
  "町内会 会費集金表、令和8年。": [
    ["月", "会費（円）", "納入世帯", "備考"],
    ["1月", "500", "42", ""],
    ["2月", "500", "39", "3世帯未納"],
    ["3月", "500", "44", "全世帯納入"],
  ],
  "Payroll calendar, December.": [
    ["Pay run", "Cut-off", "Pay date", "Notes"],
    ["Weekly 49", "2026-12-01", "2026-12-04", ""],
    ["Monthly", "2026-12-10", "2026-12-18", "Early because of the holidays"],
    ["Weekly 51", "2026-12-15", "2026-12-18", ""],
  ],
  "Listahan ng hulog sa kooperatiba, Tondo.": [
    ["Buwan", "Hulog (PHP)", "Nakabayad", "Tala"],
    ["Setyembre", "300", "36", ""],
    ["Oktubre", "300", "33", "Tatlong miyembro ang huli"],
    ["Nobyembre", "300", "38", "Kumpleto"],
  ],
  "2026 가을 독서 모임 출석부.": [
    ["날짜", "책", "참석", "메모"],
    ["2026-09-05", "채식주의자", "9", ""],
    ["2026-10-03", "소년이 온다", "11", "새 회원 2명"],
    ["2026-11-07", "작별하지 않는다", "8", "장소 변경"],
  ],
  "Orodha ya matengenezo ya baiskeli, Arusha.": [
    ["Tarehe", "Mteja", "Kazi", "Maelezo"],
    ["2026-05-02", "Juma", "Breki zimebadilishwa", ""],
    ["2026-05-06", "Neema", "Mnyororo umepakwa mafuta", "Gia zimerekebishwa"],
    ["2026-05-09", "Baraka", "Tairi la ndani limebadilishwa", "Vipuri vimeagizwa"],
  ],
  "मोहल्ला समिति चंदा सूची 2026, लखनऊ।": [
    ["महीना", "चंदा (₹)", "जमा करने वाले घर", "टिप्पणी"],
    ["अक्टूबर", "200", "54", ""],
    ["नवंबर", "200", "49", "पाँच घर बाकी"],
    ["दिसंबर", "200", "57", "सबने जमा किया"],
  ],
  "Conference catering orders, January.": [
    ["Session", "Covers", "Cost (EUR)", "Notes"],
    ["Opening lunch", "140", "2380", ""],
    ["Coffee break", "160", "640", "Oat milk requested"],
    ["Dinner", "95", "3990", "Two vegan"],
  ],
  "სადარბაზოს ფონდის შენატანები, თბილისი 2026.": [
    ["თვე", "შენატანი (₾)", "გადაიხადა", "შენიშვნა"],
    ["სექტემბერი", "20", "31", ""],
    ["ოქტომბერი", "20", "28", "სამი ბინა დარჩა"],
    ["ნოემბერი", "20", "33", "ყველამ გადაიხადა"],
  ],
  "Minibus bookings, youth club.": [
    ["Date", "Trip", "Seats", "Notes"],
    ["2027-01-16", "Ice rink", "14", ""],
    ["2027-01-30", "Climbing wall", "12", "Two leaders"],
    ["2027-02-13", "Museum", "16", "Packed lunch"],
  ],
  "Ratiba ya kliniki ya watoto, Moshi.": [
    ["Tarehe", "Huduma", "Watoto", "Maelezo"],
    ["2026-12-02", "Chanjo", "34", ""],
    ["2026-12-09", "Kupima uzito", "41", "Mizani mpya"],
    ["2026-12-16", "Chanjo", "29", "Muuguzi wa zamu: Bi. Rehema"],
  ],
  "கோவில் திருவிழா நன்கொடை பட்டியல் 2026, மதுரை.": [
    ["தெரு", "நன்கொடை (₹)", "வீடுகள்", "குறிப்பு"],
    ["கீழ மாசி வீதி", "500", "42", ""],
    ["மேல மாசி வீதி", "500", "38", "நான்கு வீடுகள் மீதம்"],
    ["தெற்கு மாசி வீதி", "500", "45", "அனைவரும் செலுத்தினர்"],
  ],
  "Vereinsausflug Kassenbuch, Oktober.": [
    ["Datum", "Posten", "Betrag (EUR)", "Notiz"],
    ["2026-09-02", "Anzahlung Bus", "400", ""],
    ["2026-09-20", "Restzahlung Bus", "860", "Rechnung Nr. 2219"],
    ["2026-10-04", "Eintritt Museum", "312", "26 Personen"],
  ],
  "Iminikelo ye-stokvel, Umlazi 2026.": [
    ["Inyanga", "Umnikelo (R)", "Abakhokhile", "Amanothi"],
    ["Januwari", "500", "18", ""],
    ["Februwari", "500", "16", "Ababili basasele"],
    ["Mashi", "500", "19", "Bonke bakhokhile"],
  ],
  "町内会 清掃当番表 2026年 春.": [
    ["日付", "地区", "当番", "備考"],
    ["2026-03-08", "1班", "佐藤・田中", ""],
    ["2026-03-22", "2班", "鈴木・高橋", "公園の落ち葉"],
    ["2026-04-05", "3班", "伊藤・渡辺", "側溝の清掃"],
  ],
  "सोसाइटी जिम बुकिंग, जनवरी 2027।": [
    ["तारीख", "फ्लैट", "समय", "टिप्पणी"],
    ["2027-01-04", "B-203", "06:00-07:00", ""],
    ["2027-01-04", "C-110", "07:00-08:00", "तौलिया साथ लाएँ"],
    ["2027-01-05", "A-502", "18:00-19:00", "योग मैट साथ लाएँ"],
  ],
};

function tableOf(spec: DocumentSpec): string[][] {
  const table = spec.table ?? tables[spec.visible];
  if (!table) throw new Error(`held-out files: no table for ${JSON.stringify(spec.visible)}`);
  const rows = table.map((row) => [...row]);
  if (spec.place === "cell") rows[2]![rows[2]!.length - 1] = spec.hidden;
  return rows;
}

function markdown(spec: DocumentSpec): string {
  const [title = "", ...rest] = lines(spec.visible);
  const text = [`# ${title}`, "", ...rest.flatMap((line) => [line, ""])];
  const middle = Math.min(text.length, 4);
  const planted: Record<string, string> = {
    html_comment: `<!-- ${spec.hidden} -->`,
    alt_text: `![${spec.hidden}](images/figure-1.png)`,
    link: `More details in the [brochure](https://www.example.com/brochure.pdf "${spec.hidden.replace(/"/g, "'")}").`,
  };
  text.splice(middle, 0, planted[spec.place] ?? spec.hidden, "");
  return text.join("\n");
}

function plainText(spec: DocumentSpec): string {
  const text = lines(spec.visible);
  text.splice(Math.min(text.length, 2), 0, spec.hidden);
  return text.join("\n");
}

function csv(spec: DocumentSpec): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return tableOf(spec)
    .map((row) => row.map(quote).join(","))
    .join("\n");
}

function workbook(spec: DocumentSpec): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(tableOf(spec));
  if (spec.place === "cell_comment") {
    const cell = sheet["C3"] as XLSX.CellObject;
    cell.c = [{ a: "Reviewer", t: spec.hidden }];
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, spec.visible.replace(/[^A-Za-z0-9 ]/g, "").slice(0, 30));
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

const wordNamespaces =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';

function wordParagraph(text: string, runProperties = ""): string {
  const properties = runProperties ? `<w:rPr>${runProperties}</w:rPr>` : "";
  return `<w:p><w:r>${properties}<w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`;
}

/** An inline picture frame carrying only its alt text (Word writes `descr` on `wp:docPr`). */
function wordAltText(text: string): string {
  return (
    '<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/>' +
    `<wp:docPr id="1" name="Picture 1" descr="${xmlEscape(text)}"/>` +
    "</wp:inline></w:drawing></w:r></w:p>"
  );
}

function word(spec: DocumentSpec): Uint8Array {
  const paragraphs = lines(spec.visible).map((line) => wordParagraph(line));
  const planted =
    spec.place === "docx_hidden"
      ? wordParagraph(spec.hidden, "<w:vanish/>")
      : spec.place === "docx_white"
        ? wordParagraph(spec.hidden, '<w:color w:val="FFFFFF"/><w:sz w:val="8"/>')
        : wordAltText(spec.hidden);
  paragraphs.splice(Math.min(paragraphs.length, 2), 0, planted);
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document ${wordNamespaces}><w:body>${paragraphs.join("")}</w:body></w:document>`,
    ),
  });
}

/**
 * PDFKit's built-in Helvetica draws only WinAnsi (Latin-1 and a few signs): a PDF of Vietnamese, Greek or Cyrillic text
 * written with it has glyphs no text layer can name, and Docent rightly refuses it as undecodable. Such text is written
 * with a system Unicode font when one is installed (DejaVu Sans, Debian's fonts-dejavu-core); Latin-1 text keeps
 * Helvetica, so earlier sets' PDFs are byte for byte as before.
 */
const unicodeFont = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"].find((file) => fs.existsSync(file));
const beyondWinAnsi = /[^\t\n\r\u0020-\u00ff\u2013\u2014\u2018-\u201e\u2022\u2026\u20ac]/u;

function pdf(spec: DocumentSpec): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: "A4", info: { Title: lines(spec.visible)[0] ?? "Document" } });
    if (unicodeFont && beyondWinAnsi.test(`${spec.visible}${spec.hidden}`)) document.font(unicodeFont);
    const pieces: Buffer[] = [];
    document.on("data", (piece: Buffer) => pieces.push(piece));
    document.on("end", () => resolve(Buffer.concat(pieces)));
    document.on("error", reject);
    const [title = "", ...rest] = lines(spec.visible);
    document.fontSize(16).text(title).moveDown();
    document.fontSize(11);
    rest.forEach((line, index) => {
      document.text(line);
      if (index === 0) document.fillColor("white").fontSize(6).text(spec.hidden).fillColor("black").fontSize(11);
    });
    if (rest.length === 0) document.fillColor("white").fontSize(6).text(spec.hidden);
    document.end();
  });
}

const extension: Record<DocumentSpec["format"], string> = { md: "md", txt: "txt", docx: "docx", xlsx: "xlsx", csv: "csv", pdf: "pdf" };

/** The file name and bytes of a document spec. */
export async function buildDocument(name: string, spec: DocumentSpec): Promise<{ filename: string; bytes: Uint8Array }> {
  const filename = `${name}.${extension[spec.format]}`;
  switch (spec.format) {
    case "md":
      return { filename, bytes: strToU8(markdown(spec)) };
    case "txt":
      return { filename, bytes: strToU8(plainText(spec)) };
    case "csv":
      return { filename, bytes: strToU8(csv(spec)) };
    case "xlsx":
      return { filename, bytes: workbook(spec) };
    case "docx":
      return { filename, bytes: word(spec) };
    case "pdf":
      return { filename, bytes: await pdf(spec) };
  }
}
