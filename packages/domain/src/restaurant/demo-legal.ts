import type { RestaurantLegal } from './legal'

/**
 * The terms, privacy notice and allergen note a new shop starts from (issue 22 §2): what the
 * shop does and stores (README, Security and operations), never a fact of one restaurant. The
 * restaurant is named through its identity, `{{company}}` and the rest (legal-in.ts), filled in
 * as a guest reads them; the owner then makes the texts their own in Settings.
 */
export const DEMO_LEGAL: RestaurantLegal = {
  en: {
    terms: `These terms apply to every order placed in this web shop.

The seller
{{company}}, {{address}}. You reach us at {{email}} or {{phone}}.

Your order
The order button commits you to pay for the dishes in your cart at the prices shown. The contract is made when we accept the order: you see its code at once, can follow it on the track page, and get a confirmation by e-mail if you give your address.

Prices and payment
Prices include VAT. You pay the total the checkout shows (the dishes, the delivery fee and any discount), in the way you chose there.

Delivery and pickup
We deliver to the areas and at the fees the checkout shows, or you pick the order up at the restaurant. The times we give are estimates.

Cancelling
Food made for your order spoils quickly, so the right to withdraw from a distance contract does not apply to it (Directive 2011/83/EU, art. 16(d)). Call us as soon as you can: an order the kitchen has not started can still be cancelled.

Complaints
If something is missing or wrong, tell us at once at {{phone}} or {{email}}, and we will put it right or give the money back.`,
    privacy: `This notice says what this web shop stores about you, why, and for how long.

Who is responsible
{{company}}, {{address}}, {{email}}.

What we store
Orders: your name, phone, e-mail (if given), delivery address and note, and what you ordered, to prepare, deliver and account for your order. We also keep who in the restaurant changed an order and the reasons given.
Account: if you register, your name, e-mail and a hash of your password (never the password itself), and your account's cart.
Bookings: name, phone, e-mail, party size, date and note.
Messages you send us: name, e-mail, subject and message.
Mails we send you wait in an outbox with their recipient and text; sent mails are deleted after 30 days.
The answer to each order placed (its code and amount) is kept for a day, so that an order sent twice is placed once.
The server's logs keep no name, e-mail, phone or order code.

For how long
Orders, accounts, bookings and messages are kept until we delete them: the shop does not delete them on its own. Ask us at {{email}} and we will delete yours unless the law requires us to keep them. Backups of the database hold all of the above; by default the newest 14 are kept.

Your browser
Your browser keeps your cart and your language, and your login while you are logged in. No advertising, no tracking.

Paying online
If you pay online, you pay on the page of our payment provider (Stripe), which receives the amount, the order's reference and its lines, and handles your card under its own privacy notice; your card's details never reach us. Nothing else is sent to any other company.

Your rights
You may ask to see, correct or delete what we hold about you, or object to its use: write to {{email}}. You may also complain to the data protection authority.`,
    allergens: `Our dishes may contain any of the 14 allergens that EU law requires restaurants to name (Regulation (EU) No 1169/2011, annex II): cereals containing gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, tree nuts, celery, mustard, sesame, sulphites, lupin and molluscs.

The menu shows the allergens of each dish and of each choice, and can hide the dishes that contain one you avoid.

Every dish is cooked in the same kitchen, so traces of other allergens cannot be ruled out.

If you have an allergy, write it in the order's note, and if you are unsure about a dish, ask us before you order: {{phone}}, {{email}}.`,
  },
  sk: {
    terms: `Tieto podmienky platia pre každú objednávku v tomto internetovom obchode.

Predávajúci
{{company}}, {{address}}. Zastihnete nás na {{email}} alebo {{phone}}.

Vaša objednávka
Tlačidlom objednávky sa zaväzujete zaplatiť za jedlá v košíku za uvedené ceny. Zmluva vzniká prijatím objednávky: hneď uvidíte jej kód, môžete ju sledovať na stránke sledovania a ak uvediete e-mail, dostanete potvrdenie.

Ceny a platba
Ceny sú vrátane DPH. Zaplatíte sumu, ktorú ukazuje pokladňa (jedlá, poplatok za doručenie a prípadnú zľavu), spôsobom, ktorý ste si v nej zvolili.

Doručenie a vyzdvihnutie
Doručujeme do oblastí a za poplatky, ktoré ukazuje pokladňa, alebo si objednávku vyzdvihnete v reštaurácii. Časy, ktoré uvádzame, sú odhady.

Zrušenie
Jedlo pripravené na vašu objednávku sa rýchlo kazí, preto sa naň nevzťahuje právo odstúpiť od zmluvy uzavretej na diaľku (smernica 2011/83/EÚ, čl. 16 písm. d)). Zavolajte nám čo najskôr: objednávku, ktorú kuchyňa ešte nezačala pripravovať, ešte možno zrušiť.

Reklamácie
Ak niečo chýba alebo nie je v poriadku, povedzte nám to hneď na {{phone}} alebo {{email}} a napravíme to alebo vám vrátime peniaze.`,
    privacy: `Tu sa dočítate, čo o vás tento internetový obchod uchováva, prečo a ako dlho.

Prevádzkovateľ
{{company}}, {{address}}, {{email}}.

Čo uchovávame
Objednávky: vaše meno, telefón, e-mail (ak ho uvediete), adresu doručenia a poznámku a to, čo ste si objednali, aby sme objednávku mohli pripraviť, doručiť a zaúčtovať. Uchovávame aj to, kto v reštaurácii objednávku zmenil a s akým dôvodom.
Účet: ak sa zaregistrujete, vaše meno, e-mail a odtlačok (hash) hesla (nikdy heslo samotné) a košík vášho účtu.
Rezervácie: meno, telefón, e-mail, počet osôb, dátum a poznámku.
Správy, ktoré nám pošlete: meno, e-mail, predmet a správu.
E-maily, ktoré vám posielame, čakajú na odoslanie s adresátom a textom; odoslané e-maily sa mažú po 30 dňoch.
Odpoveď na každú odoslanú objednávku (jej kód a suma) sa uchováva jeden deň, aby sa objednávka odoslaná dvakrát prijala raz.
Záznamy servera neuchovávajú meno, e-mail, telefón ani kód objednávky.

Ako dlho
Objednávky, účty, rezervácie a správy uchovávame, kým ich nevymažeme: obchod ich sám nemaže. Napíšte nám na {{email}} a vaše údaje vymažeme, ak nám zákon neukladá ich uchovávať. Zálohy databázy obsahujú všetko uvedené; predvolene sa uchováva 14 najnovších.

Váš prehliadač
Váš prehliadač si pamätá košík a jazyk a počas prihlásenia aj vaše prihlásenie. Žiadna reklama, žiadne sledovanie.

Platba online
Ak platíte online, platíte na stránke nášho poskytovateľa platieb (Stripe), ktorý dostane sumu, číslo objednávky a jej položky a s vašou kartou narába podľa vlastných zásad ochrany osobných údajov; údaje vašej karty k nám nikdy neprídu. Nič iné sa žiadnej inej firme neposiela.

Vaše práva
Môžete požiadať o prístup k údajom, ktoré o vás máme, o ich opravu alebo vymazanie, alebo namietať ich spracúvanie: napíšte na {{email}}. Môžete sa obrátiť aj na Úrad na ochranu osobných údajov.`,
    allergens: `Naše jedlá môžu obsahovať ktorýkoľvek zo 14 alergénov, ktoré musia reštaurácie podľa práva EÚ uvádzať (nariadenie (EÚ) č. 1169/2011, príloha II): obilniny obsahujúce lepok, kôrovce, vajcia, ryby, arašidy, sóju, mlieko, škrupinové plody, zeler, horčicu, sezam, oxid siričitý a siričitany, vlčí bôb a mäkkýše.

Ponuka ukazuje alergény každého jedla aj každej voľby a vie skryť jedlá s alergénom, ktorému sa vyhýbate.

Všetky jedlá sa pripravujú v tej istej kuchyni, preto nemožno vylúčiť stopy iných alergénov.

Ak máte alergiu, napíšte ju do poznámky k objednávke, a ak si pri jedle nie ste istí, opýtajte sa nás pred objednaním: {{phone}}, {{email}}.`,
  },
  vi: {
    terms: `Các điều khoản này áp dụng cho mọi đơn hàng đặt trên cửa hàng trực tuyến này.

Người bán
{{company}}, {{address}}. Bạn có thể liên hệ với chúng tôi qua {{email}} hoặc {{phone}}.

Đơn hàng của bạn
Khi bấm nút đặt hàng, bạn cam kết thanh toán cho các món trong giỏ hàng theo giá đã hiển thị. Hợp đồng được xác lập khi chúng tôi nhận đơn: bạn thấy ngay mã đơn hàng, có thể theo dõi đơn trên trang theo dõi và nhận email xác nhận nếu bạn để lại địa chỉ email.

Giá và thanh toán
Giá đã bao gồm thuế VAT. Bạn thanh toán tổng số tiền hiển thị khi thanh toán (các món, phí giao hàng và khoản giảm giá nếu có) theo cách bạn đã chọn.

Giao hàng và tự đến lấy
Chúng tôi giao hàng đến các khu vực và với mức phí hiển thị khi thanh toán, hoặc bạn tự đến lấy tại quán. Thời gian chúng tôi đưa ra là thời gian dự kiến.

Hủy đơn
Món ăn được nấu theo đơn của bạn và nhanh hỏng, vì vậy quyền rút khỏi hợp đồng từ xa không áp dụng (Chỉ thị 2011/83/EU, điều 16(d)). Hãy gọi cho chúng tôi càng sớm càng tốt: đơn hàng mà bếp chưa bắt đầu nấu vẫn có thể hủy.

Khiếu nại
Nếu thiếu món hoặc có gì chưa đúng, hãy báo ngay cho chúng tôi qua {{phone}} hoặc {{email}}, chúng tôi sẽ khắc phục hoặc hoàn tiền cho bạn.`,
    privacy: `Thông báo này cho biết cửa hàng trực tuyến này lưu những gì về bạn, vì sao và trong bao lâu.

Bên chịu trách nhiệm
{{company}}, {{address}}, {{email}}.

Chúng tôi lưu những gì
Đơn hàng: tên, số điện thoại, email (nếu có), địa chỉ giao hàng, ghi chú và các món bạn đặt, để nấu, giao và hạch toán đơn hàng. Chúng tôi cũng lưu ai trong quán đã thay đổi đơn hàng và lý do.
Tài khoản: nếu bạn đăng ký, tên, email và mã băm (hash) của mật khẩu (không bao giờ lưu chính mật khẩu), cùng giỏ hàng của tài khoản.
Đặt bàn: tên, số điện thoại, email, số người, ngày và ghi chú.
Tin nhắn bạn gửi cho chúng tôi: tên, email, tiêu đề và nội dung.
Email chúng tôi gửi cho bạn được lưu kèm người nhận và nội dung cho đến khi gửi đi; email đã gửi được xóa sau 30 ngày.
Kết quả của mỗi đơn hàng đã đặt (mã đơn và số tiền) được lưu một ngày, để một đơn gửi hai lần chỉ được đặt một lần.
Nhật ký của máy chủ không lưu tên, email, số điện thoại hay mã đơn hàng.

Lưu trong bao lâu
Đơn hàng, tài khoản, đặt bàn và tin nhắn được lưu cho đến khi chúng tôi xóa: cửa hàng không tự xóa chúng. Hãy viết cho chúng tôi qua {{email}}, chúng tôi sẽ xóa dữ liệu của bạn trừ khi pháp luật yêu cầu phải lưu giữ. Các bản sao lưu cơ sở dữ liệu chứa tất cả những điều trên; mặc định giữ 14 bản mới nhất.

Trình duyệt của bạn
Trình duyệt của bạn ghi nhớ giỏ hàng, ngôn ngữ và phiên đăng nhập khi bạn đã đăng nhập. Không quảng cáo, không theo dõi.

Thanh toán trực tuyến
Nếu bạn thanh toán trực tuyến, bạn trả tiền trên trang của đơn vị thanh toán của chúng tôi (Stripe). Đơn vị này nhận số tiền, mã đơn hàng và các món trong đơn, và xử lý thẻ của bạn theo chính sách bảo mật riêng của họ; thông tin thẻ của bạn không bao giờ đến tay chúng tôi. Ngoài ra không có gì được gửi cho bất kỳ công ty nào khác.

Quyền của bạn
Bạn có quyền yêu cầu xem, sửa hoặc xóa dữ liệu chúng tôi lưu về bạn, hoặc phản đối việc sử dụng chúng: hãy viết thư đến {{email}}. Bạn cũng có thể khiếu nại với cơ quan bảo vệ dữ liệu.`,
    allergens: `Các món ăn của chúng tôi có thể chứa bất kỳ chất nào trong 14 chất gây dị ứng mà luật EU yêu cầu nhà hàng phải ghi rõ (Quy định (EU) số 1169/2011, phụ lục II): ngũ cốc chứa gluten, động vật giáp xác, trứng, cá, lạc, đậu nành, sữa, các loại hạt có vỏ cứng, cần tây, mù tạt, vừng, sulfit, đậu lupin và động vật thân mềm.

Thực đơn ghi rõ chất gây dị ứng của từng món và từng lựa chọn, và có thể ẩn các món chứa chất bạn cần tránh.

Mọi món đều được nấu trong cùng một bếp, vì vậy không thể loại trừ dấu vết của các chất gây dị ứng khác.

Nếu bạn bị dị ứng, hãy ghi vào phần ghi chú của đơn hàng, và nếu chưa chắc về một món, hãy hỏi chúng tôi trước khi đặt hàng: {{phone}}, {{email}}.`,
  },
}
