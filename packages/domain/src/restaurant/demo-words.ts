import type { RestaurantWords } from './words'

/**
 * The demo restaurant's words (issue 21 §3): Quán on Obchodná street in Bratislava. They are
 * seed data like its dishes, and where a new shop's Settings start; no page keeps a copy.
 */
export const DEMO_WORDS: RestaurantWords = {
  vi: {
    banner: {
      eyebrow: 'Bếp Việt · Bratislava',
      title: 'Đặt món ăn yêu thích của bạn tại đây',
      text: 'Phở ninh xương mười hai tiếng, nem rán giòn rụm và bánh mì nướng mỗi sáng, nấu khi bạn đặt và giao tận cửa khi còn nóng hổi.',
    },
    about: {
      title: 'Một góc Hà Nội nhỏ trên phố Obchodná',
      paragraphs: [
        'Quán là nơi ăn uống nhỏ của khu phố: nồi nước dùng lúc nào cũng sôi và ai đến cũng được chào đón. Đó là điều chúng tôi xây dựng ở Bratislava từ năm 2021.',
        'Chị Lan lớn lên bên gánh phở của bố mẹ ở phố cổ Hà Nội, nơi những bát phở đầu tiên được bán từ trước khi trời sáng. Khi chuyển đến Bratislava, chị nhớ hương vị nước dùng ấy đến mức bắt đầu nấu cho bạn bè vào mỗi Chủ nhật.',
        'Những bữa Chủ nhật trở thành một quầy ăn tạm, rồi quầy ăn ấy trở thành Quán: một căn phòng ấm cúng, nhộn nhịp trên phố Obchodná, nơi chúng tôi vẫn ninh xương mười hai tiếng, cuốn tay từng chiếc nem rán và nướng bánh mì mỗi sáng.',
      ],
      numbers: [
        { figure: '4+', label: 'năm đứng bếp' },
        { figure: '1000+', label: 'khách hàng hài lòng' },
        { figure: '50+', label: 'món ăn và đồ uống' },
      ],
      mission: {
        title: 'Sứ mệnh của chúng tôi',
        text: 'Nấu những món Việt chân chất như cách các gia đình ở Việt Nam vẫn ăn: tươi, đầy đặn và hài hòa, và giúp bạn thưởng thức thật dễ dàng, dù ngồi tại quán hay ở nhà.',
      },
      values: [
        {
          title: 'Tươi mỗi ngày',
          text: 'Rau thơm, rau củ và thịt được giao mỗi sáng từ những nhà cung cấp chúng tôi quen biết.',
        },
        {
          title: 'Công thức chính gốc',
          text: 'Công thức gia truyền từ Hà Nội và Huế, nấu chậm và không đốt cháy giai đoạn.',
        },
        {
          title: 'Hiếu khách',
          text: 'Mỗi vị khách đều được đón tiếp như người nhà, dù ăn tại quán hay đặt về.',
        },
        {
          title: 'Hàng xóm tốt',
          text: 'Bao bì phân hủy được, nguyên liệu địa phương và một suất ăn tặng đi cho mỗi trăm suất bán ra.',
        },
      ],
      team: [
        {
          name: 'Nguyễn Thị Lan',
          role: 'Người sáng lập, bếp trưởng',
          bio: 'Người giữ nồi nước dùng và những công thức của mẹ.',
        },
        {
          name: 'Trần Minh Đức',
          role: 'Đầu bếp, bếp nướng và chảo',
          bio: 'Mười lăm năm bên bếp than, từ Sài Gòn đến Bratislava.',
        },
        {
          name: 'Zuzana Kováčová',
          role: 'Quản lý nhà hàng',
          bio: 'Nhớ bàn quen và món ruột của từng khách quen.',
        },
      ],
    },
    faq: [
      {
        question: 'Quán có giao hàng không, giao xa bao nhiêu?',
        answer: 'Có. Chúng tôi giao hàng hằng ngày trong giờ giao hàng.',
        deliveryFacts: true,
      },
      {
        question: 'Làm thế nào để đặt bàn?',
        answer:
          'Vào trang đặt bàn, chọn ngày, giờ và số khách; chúng tôi sẽ gọi lại cho bạn trong vòng 2 giờ để xác nhận. Nhóm từ 8 người trở lên xin vui lòng gọi điện.',
        deliveryFacts: false,
      },
      {
        question: 'Quán có món chay, thuần chay hoặc phù hợp người dị ứng không?',
        answer:
          'Nhiều món có thể làm với đậu phụ và nước dùng rau củ, bánh phở gạo vốn không chứa gluten. Hãy cho chúng tôi biết nếu bạn bị dị ứng khi gọi món, bếp sẽ tư vấn cho bạn.',
        deliveryFacts: false,
      },
      {
        question: 'Quán áp dụng biện pháp vệ sinh và phòng COVID-19 nào?',
        answer:
          'Chúng tôi tuân thủ quy định y tế hiện hành của Slovakia: nhân viên rửa và sát khuẩn tay thường xuyên, bề mặt được lau chùi suốt cả ngày, và có giao hàng không tiếp xúc khi bạn yêu cầu.',
        deliveryFacts: false,
      },
      {
        question: 'Quán có nhận nấu tiệc cho sự kiện không?',
        answer:
          'Có, từ bữa trưa văn phòng đến tiệc gia đình. Hãy gửi tin nhắn với chủ đề Hợp tác hoặc gọi cho chúng tôi, chúng tôi sẽ lên thực đơn phù hợp với nhóm và ngân sách của bạn.',
        deliveryFacts: false,
      },
      {
        question: 'Tôi có thể thanh toán bằng cách nào?',
        answer:
          'Tại nhà hàng bạn có thể trả bằng thẻ hoặc tiền mặt. Đơn giao hàng thanh toán cho người giao bằng tiền mặt hoặc thẻ; mọi giá đều tính bằng euro và đã gồm VAT.',
        deliveryFacts: false,
      },
    ],
    contactIntro:
      'Bạn có câu hỏi về món ăn, muốn đặt bàn cho buổi liên hoan hay cần đặt tiệc? Hãy nhắn cho chúng tôi hoặc ghé qua; ấm trà luôn sẵn sàng.',
  },
  en: {
    banner: {
      eyebrow: 'Vietnamese kitchen · Bratislava',
      title: 'Order your favourite food here',
      text: 'Twelve-hour phở, crisp spring rolls and bánh mì baked every morning, cooked to order and brought to your door while still steaming.',
    },
    about: {
      title: 'A little corner of Hanoi on Obchodná street',
      paragraphs: [
        'Quán means a small neighbourhood eatery in Vietnamese: the kind of place where the broth is always on and everybody is welcome. That is what we have been building in Bratislava since 2021.',
        "Lan grew up above her parents' phở stall in Hanoi's old quarter, where the first bowls were served before sunrise. When she moved to Bratislava she missed that broth so much that she started cooking it for friends every Sunday.",
        'The Sundays grew into a pop-up, and the pop-up into Quán: a warm, busy room on Obchodná street where we still simmer the bones for twelve hours, roll every spring roll by hand and bake our baguettes each morning.',
      ],
      numbers: [
        { figure: '4+', label: 'years of cooking' },
        { figure: '1000+', label: 'happy customers' },
        { figure: '50+', label: 'dishes and drinks' },
      ],
      mission: {
        title: 'Our mission',
        text: 'To cook honest Vietnamese food the way families in Vietnam eat it: fresh, generous and balanced, and to make it easy to enjoy, whether at our tables or at your door.',
      },
      values: [
        {
          title: 'Fresh every day',
          text: 'Herbs, vegetables and meat arrive every morning from suppliers we know by name.',
        },
        {
          title: 'Authentic recipes',
          text: 'Family recipes from Hanoi and Huế, cooked slowly and without shortcuts.',
        },
        {
          title: 'Warm hospitality',
          text: 'Every guest is treated like family, whether they eat in or order home.',
        },
        {
          title: 'Good neighbours',
          text: 'Compostable packaging, local produce and a meal donated for every hundred sold.',
        },
      ],
      team: [
        {
          name: 'Nguyễn Thị Lan',
          role: 'Founder and head chef',
          bio: "Keeper of the broth and of her mother's recipes.",
        },
        {
          name: 'Trần Minh Đức',
          role: 'Chef, grill and wok',
          bio: 'Fifteen years at the charcoal grill, from Saigon to Bratislava.',
        },
        {
          name: 'Zuzana Kováčová',
          role: 'Restaurant manager',
          bio: "Knows every regular's favourite table and order.",
        },
      ],
    },
    faq: [
      {
        question: 'Do you deliver, and how far?',
        answer: 'Yes. We deliver every day during our delivery hours.',
        deliveryFacts: true,
      },
      {
        question: 'How do I book a table?',
        answer:
          'Use the booking page, pick a date, a time and the number of guests, and we will call you within 2 hours to confirm. For groups of 8 or more, please call us.',
        deliveryFacts: false,
      },
      {
        question: 'Do you cater for vegetarian, vegan or allergy-friendly diets?',
        answer:
          'Many dishes can be made with tofu and vegetable broth, and our rice noodles are naturally gluten-free. Tell us about any allergy when you order and the kitchen will guide you.',
        deliveryFacts: false,
      },
      {
        question: 'What hygiene and COVID-19 measures do you follow?',
        answer:
          'We follow the current Slovak public health rules: staff wash and sanitise their hands often, surfaces are cleaned throughout the day, and contact-free delivery is available on request.',
        deliveryFacts: false,
      },
      {
        question: 'Do you cater for events?',
        answer:
          'Yes, from office lunches to family celebrations. Send us a message with the subject Partnership or call us, and we will put together a menu for your group and budget.',
        deliveryFacts: false,
      },
      {
        question: 'How can I pay?',
        answer:
          'In the restaurant you can pay by card or in cash. Delivery orders are paid to the courier in cash or by card; all prices are in euros and include VAT.',
        deliveryFacts: false,
      },
    ],
    contactIntro:
      'Questions about a dish, a table for a celebration or a catering idea? Write to us or drop by; the kettle for tea is always on.',
  },
  sk: {
    banner: {
      eyebrow: 'Vietnamská kuchyňa · Bratislava',
      title: 'Objednajte si tu svoje obľúbené jedlo',
      text: 'Phở varené dvanásť hodín, chrumkavé jarné závitky a bánh mì pečené každé ráno: varíme na objednávku a donesieme vám to ešte horúce.',
    },
    about: {
      title: 'Kúsok Hanoja na Obchodnej ulici',
      paragraphs: [
        'Quán znamená po vietnamsky malé susedské bistro: miesto, kde vývar stále vrie a každý je vítaný. Presne také budujeme v Bratislave od roku 2021.',
        'Lan vyrastala nad phở stánkom svojich rodičov v starom Hanoji, kde sa prvé misky podávali ešte pred východom slnka. Keď sa presťahovala do Bratislavy, ten vývar jej tak chýbal, že ho začala každú nedeľu variť pre priateľov.',
        'Z nedieľ sa stal pop-up a z pop-upu Quán: útulná, rušná miestnosť na Obchodnej ulici, kde stále varíme kosti dvanásť hodín, každý jarný závitok balíme ručne a bagety pečieme každé ráno.',
      ],
      numbers: [
        { figure: '4+', label: 'rokov varenia' },
        { figure: '1000+', label: 'spokojných zákazníkov' },
        { figure: '50+', label: 'jedál a nápojov' },
      ],
      mission: {
        title: 'Naše poslanie',
        text: 'Variť poctivé vietnamské jedlo tak, ako ho jedia rodiny vo Vietname: čerstvé, štedré a vyvážené, a dopriať vám ho jednoducho, či už pri našich stoloch, alebo u vás doma.',
      },
      values: [
        {
          title: 'Čerstvé každý deň',
          text: 'Bylinky, zelenina a mäso prichádzajú každé ráno od dodávateľov, ktorých poznáme po mene.',
        },
        {
          title: 'Autentické recepty',
          text: 'Rodinné recepty z Hanoja a Huế, varené pomaly a bez skratiek.',
        },
        {
          title: 'Srdečná pohostinnosť',
          text: 'Ku každému hosťovi sa správame ako k rodine, či je u nás, alebo si objednáva domov.',
        },
        {
          title: 'Dobrí susedia',
          text: 'Kompostovateľné obaly, lokálne suroviny a jedno darované jedlo za každých sto predaných.',
        },
      ],
      team: [
        {
          name: 'Nguyễn Thị Lan',
          role: 'Zakladateľka a šéfkuchárka',
          bio: 'Strážkyňa vývaru a maminých receptov.',
        },
        {
          name: 'Trần Minh Đức',
          role: 'Kuchár, gril a wok',
          bio: 'Pätnásť rokov pri grile na drevenom uhlí, od Saigonu po Bratislavu.',
        },
        {
          name: 'Zuzana Kováčová',
          role: 'Manažérka reštaurácie',
          bio: 'Pozná obľúbený stôl aj objednávku každého stáleho hosťa.',
        },
      ],
    },
    faq: [
      {
        question: 'Doručujete jedlo a ako ďaleko?',
        answer: 'Áno. Doručujeme každý deň počas hodín doručenia.',
        deliveryFacts: true,
      },
      {
        question: 'Ako si rezervujem stôl?',
        answer:
          'Na stránke rezervácie vyberte dátum, čas a počet hostí a do 2 hodín vám zavoláme s potvrdením. Pri skupinách od 8 osôb nám, prosím, zavolajte.',
        deliveryFacts: false,
      },
      {
        question: 'Máte vegetariánske, vegánske alebo bezlepkové jedlá?',
        answer:
          'Mnohé jedlá pripravíme s tofu a so zeleninovým vývarom a naše ryžové rezance sú prirodzene bez lepku. Pri objednávke nám povedzte o alergii a kuchyňa vám poradí.',
        deliveryFacts: false,
      },
      {
        question: 'Aké hygienické opatrenia a opatrenia proti COVID-19 dodržiavate?',
        answer:
          'Dodržiavame platné pravidlá verejného zdravotníctva na Slovensku: personál si často umýva a dezinfikuje ruky, povrchy čistíme počas celého dňa a na požiadanie doručíme bezkontaktne.',
        deliveryFacts: false,
      },
      {
        question: 'Zabezpečujete catering na podujatia?',
        answer:
          'Áno, od obedov do kancelárie po rodinné oslavy. Pošlite nám správu s predmetom Spolupráca alebo zavolajte a pripravíme menu pre vašu skupinu a rozpočet.',
        deliveryFacts: false,
      },
      {
        question: 'Ako môžem zaplatiť?',
        answer:
          'V reštaurácii môžete platiť kartou alebo v hotovosti. Objednávky s doručením platíte kuriérovi v hotovosti alebo kartou; všetky ceny sú v eurách vrátane DPH.',
        deliveryFacts: false,
      },
    ],
    contactIntro:
      'Otázka k jedlu, stôl na oslavu alebo nápad na catering? Napíšte nám alebo sa zastavte, čaj máme vždy pripravený.',
  },
}
