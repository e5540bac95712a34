/**
 * A Turkish dictionary for the password strength estimate (issue 7): there is no Turkish zxcvbn
 * package. Words people put in passwords — password words, terms of endearment, common words, first
 * names, surnames, the 81 provinces, football clubs — roughly most likely first (zxcvbn ranks a
 * dictionary word by its position). Written in Turkish; the estimator folds them (and the password)
 * to ASCII, so 'şifre' also catches 'sifre' and 'ŞİFRE'.
 */
export const TURKISH_PASSWORD_WORDS: readonly string[] = `
şifre parola şifrem parolam gizli giriş giris sifreniz kullanıcı admin yönetici merhaba selam
aşkım sevgilim canım bebeğim hayatım birtanem tatlım kuzum prensesim prenses aşk sevgi seviyorum
seniseviyorum benimsin sonsuz sonsuzaşk kalbim gülüm meleğim annem babam anne baba kardeşim ailem
türkiye türk istanbul ankara izmir galatasaray fenerbahçe beşiktaş trabzonspor bursaspor
göztepe altay karşıyaka kocaelispor sivasspor konyaspor kayserispor antalyaspor başakşehir
cimbom fener kartal aslan kanarya karakartal bordomavi sarıkırmızı sarılacivert şampiyon
allah tanrı dünya hayat güneş ay yıldız deniz gökyüzü bulut yağmur kar rüzgar fırtına ateş su
toprak hava çiçek gül lale papatya menekşe zambak orkide kelebek kuş kedi köpek aslan kaplan kurt
tilki ayı at kartal şahin doğan atmaca yunus balık kuzu tavşan maymun fil zürafa penguen
kırmızı mavi yeşil sarı siyah beyaz mor turuncu pembe gri lacivert kahverengi
bir iki üç dört beş altı yedi sekiz dokuz on yüz bin milyon
pazartesi salı çarşamba perşembe cuma cumartesi pazar
ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık
ilkbahar yaz sonbahar kış sabah akşam gece gündüz bugün yarın dün
güçlü güvenli güvenlik yeni eski büyük küçük güzel iyi kötü hızlı yavaş mutlu mutluluk
umut özgür özgürlük barış huzur sabır şans kader zaman dost arkadaş kanka kral kraliçe
ev okul iş para altın gümüş elmas araba bilgisayar telefon internet oyun futbol maç gol takım
ihracat ithalat ticaret şirket firma müşteri ürün hizmet lojistik gümrük pazar satış fatura
kalem kitap defter masa kapı pencere anahtar şeker çay kahve ekmek elma armut kiraz çilek
mehmet mustafa ahmet ali hüseyin hasan ibrahim ismail osman yusuf murat ömer ramazan halil
süleyman abdullah mahmut recep salih fatih kemal emre burak can cem mert kerem emir yiğit eren
efe arda kaan berk baran onur serkan hakan volkan tolga oğuz barış deniz umut tuncay erkan
gökhan özgür tamer selim sinan cengiz kadir yasin enes furkan batuhan berkay doruk alp tarık
fatma ayşe emine hatice zeynep elif meryem şerife zehra sultan hanife merve özlem esra büşra
derya gül sevgi yasemin ebru aslı pınar songül hülya sibel tuğba gamze ceren cansu ece ela
defne nehir azra irem selin melis damla buse dilara beyza şeyma kübra sude eylül nisa asya
yılmaz kaya demir şahin çelik yıldız yıldırım öztürk aydın özdemir arslan doğan kılıç aslan
çetin kara koç kurt özkan şimşek polat korkmaz karaca erdoğan güneş akın aksoy uçar tekin
adana adıyaman afyon afyonkarahisar ağrı amasya antalya artvin aydın balıkesir bilecik bingöl
bitlis bolu burdur bursa çanakkale çankırı çorum denizli diyarbakır edirne elazığ erzincan
erzurum eskişehir gaziantep giresun gümüşhane hakkari hatay ısparta mersin kars kastamonu
kayseri kırklareli kırşehir kocaeli konya kütahya malatya manisa kahramanmaraş maraş mardin
muğla muş nevşehir niğde ordu rize sakarya samsun siirt sinop sivas tekirdağ tokat trabzon
tunceli şanlıurfa urfa uşak van yozgat zonguldak aksaray bayburt karaman kırıkkale batman
şırnak bartın ardahan iğdır yalova karabük kilis osmaniye düzce antep izmit adapazarı
kadıköy üsküdar beşiktaş şişli bakırköy karşıyaka bornova çankaya keçiören kızılay taksim
atatürk mustafakemal cumhuriyet bayrak vatan millet şehit gazi ordu asker polis
qwerty asdfgh zxcvbn klavye şifresiz parolasız denemeler deneme test misafir
`
  .split(/\s+/)
  .filter(Boolean);
