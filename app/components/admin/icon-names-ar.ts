// The icons' Arabic names, for the icon picker's search (docs/decisions/035-admin-language.md: its
// placeholder is Arabic, as the spec has it, so Arabic words must find icons). Typed by the icon
// list: one missing does not compile.
import type { IconName } from '#app/lib/icons.ts'

export const ICON_NAMES_AR: Record<IconName, string> = {
  Video: 'فيديو',
  Film: 'فيلم سينما',
  Clapperboard: 'كلاكيت تصوير',
  Camera: 'كاميرا تصوير',
  Aperture: 'عدسة فتحة',
  Image: 'صورة',
  PlayCircle: 'تشغيل',
  Tv: 'تلفاز شاشة',
  Mic: 'ميكروفون صوت',
  Music: 'موسيقى',
  Headphones: 'سماعات',
  Radio: 'راديو إذاعة',
  Palette: 'ألوان لوحة',
  Brush: 'فرشاة رسم',
  PenTool: 'قلم تصميم',
  Pencil: 'قلم رصاص',
  Feather: 'ريشة كتابة',
  Type: 'خط نص',
  Crop: 'قص تحرير',
  Scissors: 'مقص',
  Wand2: 'عصا سحرية',
  Sparkles: 'بريق لمعان',
  Layers: 'طبقات',
  Megaphone: 'مكبر صوت إعلان تسويق',
  Share2: 'مشاركة',
  MessageCircle: 'رسالة محادثة',
  ThumbsUp: 'إعجاب',
  Heart: 'قلب',
  Users: 'مستخدمون فريق',
  Monitor: 'شاشة',
  Laptop: 'حاسوب محمول',
  Smartphone: 'هاتف ذكي جوال',
  Globe: 'كرة أرضية ويب عالم',
  Code: 'برمجة كود',
  LayoutDashboard: 'لوحة تحكم',
  Database: 'قاعدة بيانات',
  Cloud: 'سحابة',
  Search: 'بحث',
  BarChart3: 'رسم بياني أعمدة',
  LineChart: 'رسم بياني خطي',
  PieChart: 'رسم بياني دائري',
  TrendingUp: 'نمو صعود',
  Target: 'هدف',
  Rocket: 'صاروخ إطلاق',
  Lightbulb: 'مصباح فكرة',
  Zap: 'برق سرعة طاقة',
  Award: 'جائزة وسام',
  Trophy: 'كأس بطولة',
  Star: 'نجمة',
  Briefcase: 'حقيبة عمل',
  Building2: 'مبنى شركة',
  Handshake: 'مصافحة شراكة',
  Presentation: 'عرض تقديمي',
  Calendar: 'تقويم موعد',
  Clock: 'ساعة وقت',
  BookOpen: 'كتاب',
  FileText: 'ملف مستند',
  Newspaper: 'صحيفة أخبار',
  Printer: 'طابعة طباعة',
  Package: 'طرد شحنة',
  Box: 'صندوق',
  Gift: 'هدية',
  ShoppingCart: 'عربة تسوق',
  Store: 'متجر',
  CreditCard: 'بطاقة ائتمان دفع',
  DollarSign: 'دولار مال سعر',
  Mail: 'بريد',
  Phone: 'هاتف اتصال',
  Send: 'إرسال',
  MapPin: 'موقع خريطة',
  Compass: 'بوصلة',
  Eye: 'عين رؤية',
  Shield: 'درع حماية',
  Lock: 'قفل أمان',
  Settings: 'إعدادات',
  Wrench: 'مفتاح ربط صيانة',
  CircleCheck: 'علامة صح تم',
}

/**
 * Arabic as typed: without short vowels, and with the letters people type interchangeably made one.
 */
export function foldArabic(text: string): string {
  return text
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
}
