// Generated from proto/arbiter/v1/weapon.proto by scripts/gen_protos.py (scripts/gen_csharp.py);
// do not edit. Plain C# on Newtonsoft.Json's JObject: proto3 JSON without
// Google.Protobuf (docs/clients/unity.md).
namespace Arbiter.V1
{
    /// <summary>
    /// The special effects the ARRAYER document lists.
    /// </summary>
    public enum ArrayerEffectKind
    {
        /// <summary>
        /// Not set: invalid in a definition.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Greatsword: on downing an enemy, attack again an enemy in reach (value unused).
        /// </summary>
        ExtraAttackOnDown = 1,
        /// <summary>
        /// Cleaver: value added to damage against an unarmoured target.
        /// </summary>
        BonusVsUnarmoured = 2,
        /// <summary>
        /// Misericorde: against a prone target the weight is value (0, as Regular).
        /// </summary>
        WeightVsProne = 3,
        /// <summary>
        /// Misericorde: against a grappled target the weight is value (+1, as Heavy).
        /// </summary>
        WeightVsGrappled = 4,
        /// <summary>
        /// Doping spines: a hit with a natural result &gt;= value injects the dose (condition dosed).
        /// </summary>
        DoseOnHit = 5,
        /// <summary>
        /// Doping spines: a miss with a natural result &gt;= value breaks the weapon.
        /// </summary>
        BreakOnMiss = 6,
        /// <summary>
        /// Pilum, javelin: a melee attack with a natural result &gt;= value breaks the weapon.
        /// </summary>
        BreakInMelee = 7,
        /// <summary>
        /// Mace, club, brass knuckles: the hit cannot take the target below value HP (-2, ruling A9).
        /// </summary>
        HpFloor = 8,
        /// <summary>
        /// Quarterstaff: the struck target makes a Physique save or is thrown back (rulings A7, A8).
        /// </summary>
        KnockBack = 9,
        /// <summary>
        /// Warhammer: value added to damage against medium or heavy armour.
        /// </summary>
        BonusVsMediumHeavyArmour = 10,
        /// <summary>
        /// Crossbow: value added to damage against a target in any armour.
        /// </summary>
        BonusVsArmoured = 11,
        /// <summary>
        /// Flail (+1), bow (-1): value added to damage against a target carrying a shield.
        /// </summary>
        BonusVsShield = 12,
        /// <summary>
        /// Mancatcher: a hit deals no damage; the target must Dodge or be held (may not move closer).
        /// </summary>
        Hold = 13,
        /// <summary>
        /// Bola, net: a hit deals no damage; the target must Dodge or fall prone and entangled.
        /// </summary>
        Trip = 14,
        /// <summary>
        /// Meteor hammer: may forgo damage to entangle as a bola does (Attack.entangle).
        /// </summary>
        EntangleOption = 15,
        /// <summary>
        /// Garotte: useless in open combat; only a killing blow on an unaware target (ruling A5), silent.
        /// </summary>
        OnlyUnaware = 16,
        /// <summary>
        /// Arquebus: on downing the target, a d(value) - armour (minimum 0) hits whoever stands behind it.
        /// </summary>
        OverPenetration = 17,
        /// <summary>
        /// Blunderbuss: one shot attacks up to value adjacent targets (target and Attack.extra_target_ids).
        /// </summary>
        Spread = 18,
        /// <summary>
        /// Longbow: after Strength-score shots per engagement it counts as fatigued_as (ruling A16).
        /// </summary>
        Fatigue = 19,
    }

    /// <summary>
    /// ARRAYER Weapon Types (ruling A4 default table).
    /// </summary>
    public enum ArrayerWeaponType
    {
        /// <summary>
        /// Not set: invalid in a definition.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// 1: knives, swords, cleaver, misericorde.
        /// </summary>
        Blades = 1,
        /// <summary>
        /// 2: axes, maces, clubs, hammers, flail.
        /// </summary>
        Hafted = 2,
        /// <summary>
        /// 3: spear, lance, quarterstaff, mancatcher, pilum, javelin.
        /// </summary>
        Polearms = 3,
        /// <summary>
        /// 4: bow, longbow, sling, boomerang.
        /// </summary>
        Bows = 4,
        /// <summary>
        /// 5: crossbow, springdart, bola, net, whip.
        /// </summary>
        Mechanical = 5,
        /// <summary>
        /// 6: gunpowder weapons.
        /// </summary>
        Gunpowder = 6,
    }

    /// <summary>
    /// `tiered` weapon classes.
    /// </summary>
    public enum TieredWeaponClass
    {
        /// <summary>
        /// Not set: invalid in a definition.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Bare hands: Unarmed skill, Tier 0.
        /// </summary>
        Unarmed = 1,
        /// <summary>
        /// One-handed melee (Main-Hand/Off-Hand Melee; also thrown with Main-Hand/Off-Hand Thrown).
        /// </summary>
        OneHandedMelee = 2,
        /// <summary>
        /// Two-handed melee, reach 2.
        /// </summary>
        TwoHandedMelee = 3,
        /// <summary>
        /// Bow, 15 tiles.
        /// </summary>
        Bow = 4,
        /// <summary>
        /// One-handed crossbow.
        /// </summary>
        OneHandedCrossbow = 5,
        /// <summary>
        /// Two-handed crossbow.
        /// </summary>
        TwoHandedCrossbow = 6,
        /// <summary>
        /// One-handed firearm.
        /// </summary>
        OneHandedFirearm = 7,
        /// <summary>
        /// Two-handed firearm.
        /// </summary>
        TwoHandedFirearm = 8,
        /// <summary>
        /// Siege weapon (needs Scholar 5 and Siege Weapon skill &gt;= Tier).
        /// </summary>
        SiegeWeapon = 9,
    }

    /// <summary>
    /// The hand a `tiered` weapon is held in.
    /// </summary>
    public enum Hand
    {
        /// <summary>
        /// Not set: main hand, or both for two-handed weapons.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Main hand.
        /// </summary>
        Main = 1,
        /// <summary>
        /// Off hand: the Off-Hand skills apply.
        /// </summary>
        Off = 2,
        /// <summary>
        /// Both hands (two-handed weapons, bows).
        /// </summary>
        Both = 3,
    }

    /// <summary>
    /// Kinds of ammunition.
    /// </summary>
    public enum AmmunitionKind
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Arrows (bows).
        /// </summary>
        Arrow = 1,
        /// <summary>
        /// Crossbow bolts.
        /// </summary>
        Bolt = 2,
        /// <summary>
        /// Firearm bullets.
        /// </summary>
        Bullet = 3,
        /// <summary>
        /// ARRAYER sling stones.
        /// </summary>
        SlingStone = 4,
        /// <summary>
        /// ARRAYER sling lead bullets.
        /// </summary>
        LeadShot = 5,
        /// <summary>
        /// ARRAYER sling grenades.
        /// </summary>
        Grenade = 6,
        /// <summary>
        /// ARRAYER springdart darts.
        /// </summary>
        Dart = 7,
    }

    /// <summary>The proto3 JSON names of the enums of this file.</summary>
    internal static partial class EnumJson
    {
        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.ArrayerEffectKind value)
        {
            switch (value)
            {
                case global::Arbiter.V1.ArrayerEffectKind.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_UNSPECIFIED");
                case global::Arbiter.V1.ArrayerEffectKind.ExtraAttackOnDown: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_EXTRA_ATTACK_ON_DOWN");
                case global::Arbiter.V1.ArrayerEffectKind.BonusVsUnarmoured: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_BONUS_VS_UNARMOURED");
                case global::Arbiter.V1.ArrayerEffectKind.WeightVsProne: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_WEIGHT_VS_PRONE");
                case global::Arbiter.V1.ArrayerEffectKind.WeightVsGrappled: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_WEIGHT_VS_GRAPPLED");
                case global::Arbiter.V1.ArrayerEffectKind.DoseOnHit: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_DOSE_ON_HIT");
                case global::Arbiter.V1.ArrayerEffectKind.BreakOnMiss: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_BREAK_ON_MISS");
                case global::Arbiter.V1.ArrayerEffectKind.BreakInMelee: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_BREAK_IN_MELEE");
                case global::Arbiter.V1.ArrayerEffectKind.HpFloor: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_HP_FLOOR");
                case global::Arbiter.V1.ArrayerEffectKind.KnockBack: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_KNOCK_BACK");
                case global::Arbiter.V1.ArrayerEffectKind.BonusVsMediumHeavyArmour: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_BONUS_VS_MEDIUM_HEAVY_ARMOUR");
                case global::Arbiter.V1.ArrayerEffectKind.BonusVsArmoured: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_BONUS_VS_ARMOURED");
                case global::Arbiter.V1.ArrayerEffectKind.BonusVsShield: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_BONUS_VS_SHIELD");
                case global::Arbiter.V1.ArrayerEffectKind.Hold: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_HOLD");
                case global::Arbiter.V1.ArrayerEffectKind.Trip: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_TRIP");
                case global::Arbiter.V1.ArrayerEffectKind.EntangleOption: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_ENTANGLE_OPTION");
                case global::Arbiter.V1.ArrayerEffectKind.OnlyUnaware: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_ONLY_UNAWARE");
                case global::Arbiter.V1.ArrayerEffectKind.OverPenetration: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_OVER_PENETRATION");
                case global::Arbiter.V1.ArrayerEffectKind.Spread: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_SPREAD");
                case global::Arbiter.V1.ArrayerEffectKind.Fatigue: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_EFFECT_KIND_FATIGUE");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.ArrayerEffectKind value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.ArrayerEffectKind)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "ARRAYER_EFFECT_KIND_UNSPECIFIED": value = global::Arbiter.V1.ArrayerEffectKind.Unspecified; return true;
                case "ARRAYER_EFFECT_KIND_EXTRA_ATTACK_ON_DOWN": value = global::Arbiter.V1.ArrayerEffectKind.ExtraAttackOnDown; return true;
                case "ARRAYER_EFFECT_KIND_BONUS_VS_UNARMOURED": value = global::Arbiter.V1.ArrayerEffectKind.BonusVsUnarmoured; return true;
                case "ARRAYER_EFFECT_KIND_WEIGHT_VS_PRONE": value = global::Arbiter.V1.ArrayerEffectKind.WeightVsProne; return true;
                case "ARRAYER_EFFECT_KIND_WEIGHT_VS_GRAPPLED": value = global::Arbiter.V1.ArrayerEffectKind.WeightVsGrappled; return true;
                case "ARRAYER_EFFECT_KIND_DOSE_ON_HIT": value = global::Arbiter.V1.ArrayerEffectKind.DoseOnHit; return true;
                case "ARRAYER_EFFECT_KIND_BREAK_ON_MISS": value = global::Arbiter.V1.ArrayerEffectKind.BreakOnMiss; return true;
                case "ARRAYER_EFFECT_KIND_BREAK_IN_MELEE": value = global::Arbiter.V1.ArrayerEffectKind.BreakInMelee; return true;
                case "ARRAYER_EFFECT_KIND_HP_FLOOR": value = global::Arbiter.V1.ArrayerEffectKind.HpFloor; return true;
                case "ARRAYER_EFFECT_KIND_KNOCK_BACK": value = global::Arbiter.V1.ArrayerEffectKind.KnockBack; return true;
                case "ARRAYER_EFFECT_KIND_BONUS_VS_MEDIUM_HEAVY_ARMOUR": value = global::Arbiter.V1.ArrayerEffectKind.BonusVsMediumHeavyArmour; return true;
                case "ARRAYER_EFFECT_KIND_BONUS_VS_ARMOURED": value = global::Arbiter.V1.ArrayerEffectKind.BonusVsArmoured; return true;
                case "ARRAYER_EFFECT_KIND_BONUS_VS_SHIELD": value = global::Arbiter.V1.ArrayerEffectKind.BonusVsShield; return true;
                case "ARRAYER_EFFECT_KIND_HOLD": value = global::Arbiter.V1.ArrayerEffectKind.Hold; return true;
                case "ARRAYER_EFFECT_KIND_TRIP": value = global::Arbiter.V1.ArrayerEffectKind.Trip; return true;
                case "ARRAYER_EFFECT_KIND_ENTANGLE_OPTION": value = global::Arbiter.V1.ArrayerEffectKind.EntangleOption; return true;
                case "ARRAYER_EFFECT_KIND_ONLY_UNAWARE": value = global::Arbiter.V1.ArrayerEffectKind.OnlyUnaware; return true;
                case "ARRAYER_EFFECT_KIND_OVER_PENETRATION": value = global::Arbiter.V1.ArrayerEffectKind.OverPenetration; return true;
                case "ARRAYER_EFFECT_KIND_SPREAD": value = global::Arbiter.V1.ArrayerEffectKind.Spread; return true;
                case "ARRAYER_EFFECT_KIND_FATIGUE": value = global::Arbiter.V1.ArrayerEffectKind.Fatigue; return true;
                default: value = default(global::Arbiter.V1.ArrayerEffectKind); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.ArrayerWeaponType value)
        {
            switch (value)
            {
                case global::Arbiter.V1.ArrayerWeaponType.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WEAPON_TYPE_UNSPECIFIED");
                case global::Arbiter.V1.ArrayerWeaponType.Blades: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WEAPON_TYPE_BLADES");
                case global::Arbiter.V1.ArrayerWeaponType.Hafted: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WEAPON_TYPE_HAFTED");
                case global::Arbiter.V1.ArrayerWeaponType.Polearms: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WEAPON_TYPE_POLEARMS");
                case global::Arbiter.V1.ArrayerWeaponType.Bows: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WEAPON_TYPE_BOWS");
                case global::Arbiter.V1.ArrayerWeaponType.Mechanical: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WEAPON_TYPE_MECHANICAL");
                case global::Arbiter.V1.ArrayerWeaponType.Gunpowder: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WEAPON_TYPE_GUNPOWDER");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.ArrayerWeaponType value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.ArrayerWeaponType)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "ARRAYER_WEAPON_TYPE_UNSPECIFIED": value = global::Arbiter.V1.ArrayerWeaponType.Unspecified; return true;
                case "ARRAYER_WEAPON_TYPE_BLADES": value = global::Arbiter.V1.ArrayerWeaponType.Blades; return true;
                case "ARRAYER_WEAPON_TYPE_HAFTED": value = global::Arbiter.V1.ArrayerWeaponType.Hafted; return true;
                case "ARRAYER_WEAPON_TYPE_POLEARMS": value = global::Arbiter.V1.ArrayerWeaponType.Polearms; return true;
                case "ARRAYER_WEAPON_TYPE_BOWS": value = global::Arbiter.V1.ArrayerWeaponType.Bows; return true;
                case "ARRAYER_WEAPON_TYPE_MECHANICAL": value = global::Arbiter.V1.ArrayerWeaponType.Mechanical; return true;
                case "ARRAYER_WEAPON_TYPE_GUNPOWDER": value = global::Arbiter.V1.ArrayerWeaponType.Gunpowder; return true;
                default: value = default(global::Arbiter.V1.ArrayerWeaponType); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.TieredWeaponClass value)
        {
            switch (value)
            {
                case global::Arbiter.V1.TieredWeaponClass.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("TIERED_WEAPON_CLASS_UNSPECIFIED");
                case global::Arbiter.V1.TieredWeaponClass.Unarmed: return new global::Newtonsoft.Json.Linq.JValue("TIERED_WEAPON_CLASS_UNARMED");
                case global::Arbiter.V1.TieredWeaponClass.OneHandedMelee: return new global::Newtonsoft.Json.Linq.JValue("TIERED_WEAPON_CLASS_ONE_HANDED_MELEE");
                case global::Arbiter.V1.TieredWeaponClass.TwoHandedMelee: return new global::Newtonsoft.Json.Linq.JValue("TIERED_WEAPON_CLASS_TWO_HANDED_MELEE");
                case global::Arbiter.V1.TieredWeaponClass.Bow: return new global::Newtonsoft.Json.Linq.JValue("TIERED_WEAPON_CLASS_BOW");
                case global::Arbiter.V1.TieredWeaponClass.OneHandedCrossbow: return new global::Newtonsoft.Json.Linq.JValue("TIERED_WEAPON_CLASS_ONE_HANDED_CROSSBOW");
                case global::Arbiter.V1.TieredWeaponClass.TwoHandedCrossbow: return new global::Newtonsoft.Json.Linq.JValue("TIERED_WEAPON_CLASS_TWO_HANDED_CROSSBOW");
                case global::Arbiter.V1.TieredWeaponClass.OneHandedFirearm: return new global::Newtonsoft.Json.Linq.JValue("TIERED_WEAPON_CLASS_ONE_HANDED_FIREARM");
                case global::Arbiter.V1.TieredWeaponClass.TwoHandedFirearm: return new global::Newtonsoft.Json.Linq.JValue("TIERED_WEAPON_CLASS_TWO_HANDED_FIREARM");
                case global::Arbiter.V1.TieredWeaponClass.SiegeWeapon: return new global::Newtonsoft.Json.Linq.JValue("TIERED_WEAPON_CLASS_SIEGE_WEAPON");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.TieredWeaponClass value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.TieredWeaponClass)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "TIERED_WEAPON_CLASS_UNSPECIFIED": value = global::Arbiter.V1.TieredWeaponClass.Unspecified; return true;
                case "TIERED_WEAPON_CLASS_UNARMED": value = global::Arbiter.V1.TieredWeaponClass.Unarmed; return true;
                case "TIERED_WEAPON_CLASS_ONE_HANDED_MELEE": value = global::Arbiter.V1.TieredWeaponClass.OneHandedMelee; return true;
                case "TIERED_WEAPON_CLASS_TWO_HANDED_MELEE": value = global::Arbiter.V1.TieredWeaponClass.TwoHandedMelee; return true;
                case "TIERED_WEAPON_CLASS_BOW": value = global::Arbiter.V1.TieredWeaponClass.Bow; return true;
                case "TIERED_WEAPON_CLASS_ONE_HANDED_CROSSBOW": value = global::Arbiter.V1.TieredWeaponClass.OneHandedCrossbow; return true;
                case "TIERED_WEAPON_CLASS_TWO_HANDED_CROSSBOW": value = global::Arbiter.V1.TieredWeaponClass.TwoHandedCrossbow; return true;
                case "TIERED_WEAPON_CLASS_ONE_HANDED_FIREARM": value = global::Arbiter.V1.TieredWeaponClass.OneHandedFirearm; return true;
                case "TIERED_WEAPON_CLASS_TWO_HANDED_FIREARM": value = global::Arbiter.V1.TieredWeaponClass.TwoHandedFirearm; return true;
                case "TIERED_WEAPON_CLASS_SIEGE_WEAPON": value = global::Arbiter.V1.TieredWeaponClass.SiegeWeapon; return true;
                default: value = default(global::Arbiter.V1.TieredWeaponClass); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.Hand value)
        {
            switch (value)
            {
                case global::Arbiter.V1.Hand.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("HAND_UNSPECIFIED");
                case global::Arbiter.V1.Hand.Main: return new global::Newtonsoft.Json.Linq.JValue("HAND_MAIN");
                case global::Arbiter.V1.Hand.Off: return new global::Newtonsoft.Json.Linq.JValue("HAND_OFF");
                case global::Arbiter.V1.Hand.Both: return new global::Newtonsoft.Json.Linq.JValue("HAND_BOTH");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.Hand value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.Hand)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "HAND_UNSPECIFIED": value = global::Arbiter.V1.Hand.Unspecified; return true;
                case "HAND_MAIN": value = global::Arbiter.V1.Hand.Main; return true;
                case "HAND_OFF": value = global::Arbiter.V1.Hand.Off; return true;
                case "HAND_BOTH": value = global::Arbiter.V1.Hand.Both; return true;
                default: value = default(global::Arbiter.V1.Hand); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.AmmunitionKind value)
        {
            switch (value)
            {
                case global::Arbiter.V1.AmmunitionKind.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("AMMUNITION_KIND_UNSPECIFIED");
                case global::Arbiter.V1.AmmunitionKind.Arrow: return new global::Newtonsoft.Json.Linq.JValue("AMMUNITION_KIND_ARROW");
                case global::Arbiter.V1.AmmunitionKind.Bolt: return new global::Newtonsoft.Json.Linq.JValue("AMMUNITION_KIND_BOLT");
                case global::Arbiter.V1.AmmunitionKind.Bullet: return new global::Newtonsoft.Json.Linq.JValue("AMMUNITION_KIND_BULLET");
                case global::Arbiter.V1.AmmunitionKind.SlingStone: return new global::Newtonsoft.Json.Linq.JValue("AMMUNITION_KIND_SLING_STONE");
                case global::Arbiter.V1.AmmunitionKind.LeadShot: return new global::Newtonsoft.Json.Linq.JValue("AMMUNITION_KIND_LEAD_SHOT");
                case global::Arbiter.V1.AmmunitionKind.Grenade: return new global::Newtonsoft.Json.Linq.JValue("AMMUNITION_KIND_GRENADE");
                case global::Arbiter.V1.AmmunitionKind.Dart: return new global::Newtonsoft.Json.Linq.JValue("AMMUNITION_KIND_DART");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.AmmunitionKind value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.AmmunitionKind)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "AMMUNITION_KIND_UNSPECIFIED": value = global::Arbiter.V1.AmmunitionKind.Unspecified; return true;
                case "AMMUNITION_KIND_ARROW": value = global::Arbiter.V1.AmmunitionKind.Arrow; return true;
                case "AMMUNITION_KIND_BOLT": value = global::Arbiter.V1.AmmunitionKind.Bolt; return true;
                case "AMMUNITION_KIND_BULLET": value = global::Arbiter.V1.AmmunitionKind.Bullet; return true;
                case "AMMUNITION_KIND_SLING_STONE": value = global::Arbiter.V1.AmmunitionKind.SlingStone; return true;
                case "AMMUNITION_KIND_LEAD_SHOT": value = global::Arbiter.V1.AmmunitionKind.LeadShot; return true;
                case "AMMUNITION_KIND_GRENADE": value = global::Arbiter.V1.AmmunitionKind.Grenade; return true;
                case "AMMUNITION_KIND_DART": value = global::Arbiter.V1.AmmunitionKind.Dart; return true;
                default: value = default(global::Arbiter.V1.AmmunitionKind); return false;
            }
        }
    }

    /// <summary>
    /// A weapon a combatant carries: which weapon (catalog id or inline definition) and its wear.
    /// </summary>
    public sealed partial class Weapon : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Which weapon this is.
        /// </summary>
        public enum SourceOneofCase
        {
            None = 0,
            CatalogId = 2,
            Definition = 3,
        }

        private object _source;
        private SourceOneofCase _sourceCase;

        /// <summary>Which member is set; None for none.</summary>
        public SourceOneofCase SourceCase { get { return _sourceCase; } }

        public void ClearSource()
        {
            _source = null;
            _sourceCase = SourceOneofCase.None;
        }

        /// <summary>
        /// Identifies this weapon on its combatant (actions name it). Unique per combatant; empty means the
        /// catalog id or the definition's id.
        /// </summary>
        public string Id { get; set; } = "";

        /// <summary>
        /// Id in the ruleset's built-in catalog (GetCatalog lists them), e.g. "greatsword".
        /// </summary>
        public string CatalogId
        {
            get { return _sourceCase == SourceOneofCase.CatalogId ? (string)_source : null; }
            set { _source = value; _sourceCase = value == null ? SourceOneofCase.None : SourceOneofCase.CatalogId; }
        }

        /// <summary>
        /// A weapon defined by the game itself; its rules must match the encounter's ruleset.
        /// </summary>
        public global::Arbiter.V1.WeaponDefinition Definition
        {
            get { return _sourceCase == SourceOneofCase.Definition ? (global::Arbiter.V1.WeaponDefinition)_source : null; }
            set { _source = value; _sourceCase = value == null ? SourceOneofCase.None : SourceOneofCase.Definition; }
        }

        /// <summary>
        /// `tiered`: the hand it is held in; unspecified means the main hand (both hands for two-handed
        /// weapons). Ignored by ARRAYER.
        /// </summary>
        public global::Arbiter.V1.Hand Hand { get; set; }

        /// <summary>
        /// Broken or destroyed: it can no longer attack (doping spines, pilum in melee, burst gunpowder).
        /// </summary>
        public bool Broken { get; set; }

        /// <summary>
        /// ARRAYER gunpowder: badly maintained or damaged (ruling A6): the mishap die is d12, not d6.
        /// </summary>
        public bool Dubious { get; set; }

        /// <summary>
        /// ARRAYER: reload chits still on the weapon (ruling A14). It may fire at zero.
        /// Valid range: 0 to 1000 (RELOAD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int ReloadChits { get; set; }

        /// <summary>
        /// ARRAYER longbow: shots fired this engagement (ruling A16); once at the wielder's Strength the
        /// longbow counts as a bow for range bands and weight, keeping its own Attack Die (ruling A25).
        /// A ResolveEncounter whose state starts at round 0 is a new engagement: the count starts at 0.
        /// Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int ShotsFired { get; set; }

        /// <summary>
        /// `tiered`: Tiers lost to criticals and not yet repaired (ruling T4). The effective Tier is
        /// max(0, Tier - tier_loss).
        /// Valid range: 0 to 12 (TIER_LOSS, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int TierLoss { get; set; }

        /// <summary>
        /// `tiered` crossbows and firearms: reload actions still needed before it can fire; 0 is loaded.
        /// Valid range: 0 to 1000 (RELOAD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int ReloadActionsNeeded { get; set; }

        /// <summary>
        /// Ammunition loaded or carried for this weapon; absent for weapons that need none.
        /// </summary>
        public global::Arbiter.V1.Ammunition Ammunition { get; set; }

        /// <summary>
        /// ARRAYER: thrown and not yet recovered (thrown weapons, boomerangs included, do not return).
        /// </summary>
        public bool Thrown { get; set; }

        /// <summary>
        /// Changes to the catalog weapon named by catalog_id, e.g. a greatsword of weight 0: each field
        /// set replaces that rule of the catalog entry, the others keep the catalog's. Checked as strictly
        /// as an inline definition (same errors, field paths under `overrides`). With a definition
        /// instead of a catalog_id it is INVALID_ARGUMENT (CONFLICTING_OPTIONS); rules of the other
        /// ruleset are INVALID_ARGUMENT (RULESET_MISMATCH). Responses echo catalog_id and these overrides
        /// exactly as sent, so a state round-trips unchanged.
        /// </summary>
        public global::Arbiter.V1.WeaponOverrides Overrides { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Id != null && Id.Length != 0)
            {
                json.Add("id", global::Arbiter.ArbiterJson.String(Id));
            }
            if (_sourceCase == SourceOneofCase.CatalogId)
            {
                json.Add("catalogId", global::Arbiter.ArbiterJson.String(CatalogId));
            }
            if (_sourceCase == SourceOneofCase.Definition)
            {
                json.Add("definition", Definition.ToJson());
            }
            if (Hand != 0)
            {
                json.Add("hand", global::Arbiter.V1.EnumJson.Write(Hand));
            }
            if (Broken)
            {
                json.Add("broken", global::Arbiter.ArbiterJson.Bool(Broken));
            }
            if (Dubious)
            {
                json.Add("dubious", global::Arbiter.ArbiterJson.Bool(Dubious));
            }
            if (ReloadChits != 0)
            {
                json.Add("reloadChits", global::Arbiter.ArbiterJson.Number(ReloadChits));
            }
            if (ShotsFired != 0)
            {
                json.Add("shotsFired", global::Arbiter.ArbiterJson.Number(ShotsFired));
            }
            if (TierLoss != 0)
            {
                json.Add("tierLoss", global::Arbiter.ArbiterJson.Number(TierLoss));
            }
            if (ReloadActionsNeeded != 0)
            {
                json.Add("reloadActionsNeeded", global::Arbiter.ArbiterJson.Number(ReloadActionsNeeded));
            }
            if (Ammunition != null)
            {
                json.Add("ammunition", Ammunition.ToJson());
            }
            if (Thrown)
            {
                json.Add("thrown", global::Arbiter.ArbiterJson.Bool(Thrown));
            }
            if (Overrides != null)
            {
                json.Add("overrides", Overrides.ToJson());
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "id":
                        Id = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "catalogId":
                    case "catalog_id":
                        CatalogId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "definition":
                        Definition = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.WeaponDefinition>(property.Value);
                        break;
                    case "hand":
                        {
                            global::Arbiter.V1.Hand read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Hand = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "broken":
                        Broken = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "dubious":
                        Dubious = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "reloadChits":
                    case "reload_chits":
                        ReloadChits = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "shotsFired":
                    case "shots_fired":
                        ShotsFired = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "tierLoss":
                    case "tier_loss":
                        TierLoss = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "reloadActionsNeeded":
                    case "reload_actions_needed":
                        ReloadActionsNeeded = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "ammunition":
                        Ammunition = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Ammunition>(property.Value);
                        break;
                    case "thrown":
                        Thrown = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "overrides":
                        Overrides = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.WeaponOverrides>(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// Named changes to a catalog weapon (Weapon.overrides). Presence decides: a field set to 0, false
    /// or "" overrides too; a field left out keeps the catalog's value.
    /// </summary>
    public sealed partial class WeaponOverrides : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The rules to change; must be the encounter's ruleset.
        /// </summary>
        public enum RulesOneofCase
        {
            None = 0,
            Arrayer = 2,
            Tiered = 3,
        }

        private object _rules;
        private RulesOneofCase _rulesCase;

        /// <summary>Which member is set; None for none.</summary>
        public RulesOneofCase RulesCase { get { return _rulesCase; } }

        public void ClearRules()
        {
            _rules = null;
            _rulesCase = RulesOneofCase.None;
        }

        /// <summary>
        /// Display name.
        /// </summary>
        public string Name { get; set; }

        /// <summary>
        /// ARRAYER rules to change.
        /// </summary>
        public global::Arbiter.V1.ArrayerWeaponOverrides Arrayer
        {
            get { return _rulesCase == RulesOneofCase.Arrayer ? (global::Arbiter.V1.ArrayerWeaponOverrides)_rules : null; }
            set { _rules = value; _rulesCase = value == null ? RulesOneofCase.None : RulesOneofCase.Arrayer; }
        }

        /// <summary>
        /// `tiered` rules to change.
        /// </summary>
        public global::Arbiter.V1.TieredWeaponOverrides Tiered
        {
            get { return _rulesCase == RulesOneofCase.Tiered ? (global::Arbiter.V1.TieredWeaponOverrides)_rules : null; }
            set { _rules = value; _rulesCase = value == null ? RulesOneofCase.None : RulesOneofCase.Tiered; }
        }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Name != null)
            {
                json.Add("name", global::Arbiter.ArbiterJson.String(Name));
            }
            if (_rulesCase == RulesOneofCase.Arrayer)
            {
                json.Add("arrayer", Arrayer.ToJson());
            }
            if (_rulesCase == RulesOneofCase.Tiered)
            {
                json.Add("tiered", Tiered.ToJson());
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "name":
                        Name = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "arrayer":
                        Arrayer = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerWeaponOverrides>(property.Value);
                        break;
                    case "tiered":
                        Tiered = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TieredWeaponOverrides>(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// ARRAYER weapon rules to change: each field is the ArrayerWeaponRules field of the same name and
    /// number, with presence. Lists replace the catalog's list whole (an empty `items` removes it).
    /// </summary>
    public sealed partial class ArrayerWeaponOverrides : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// ArrayerWeaponRules.weight (ruling A2).
        /// Valid range: -1000 to 1000 (WEIGHT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? Weight { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.specialised (ruling A1).
        /// </summary>
        public bool? Specialised { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.weapon_type (ruling A4); UNSPECIFIED is INVALID_ARGUMENT (MISSING_VALUE).
        /// </summary>
        public global::Arbiter.V1.ArrayerWeaponType? WeaponType { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.reach (ruling A3).
        /// Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? Reach { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.range, all three bands (ruling A3).
        /// </summary>
        public global::Arbiter.V1.RangeBands Range { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.reload_chits (ruling A14).
        /// Valid range: 0 to 1000 (RELOAD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? ReloadChits { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.throwable.
        /// </summary>
        public bool? Throwable { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.discharge_standing.
        /// </summary>
        public bool? DischargeStanding { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.reload_standing.
        /// </summary>
        public bool? ReloadStanding { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.gunpowder (ruling A6).
        /// </summary>
        public bool? Gunpowder { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.needs_space.
        /// </summary>
        public bool? NeedsSpace { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.concealable.
        /// </summary>
        public bool? Concealable { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.effects, replaced whole.
        /// </summary>
        public global::Arbiter.V1.ArrayerEffectList Effects { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.close_quarters_as.
        /// </summary>
        public string CloseQuartersAs { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.alternate_as.
        /// </summary>
        public string AlternateAs { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.fatigued_as (ruling A16).
        /// </summary>
        public string FatiguedAs { get; set; }

        /// <summary>
        /// ArrayerWeaponRules.ammunition_ranges, replaced whole.
        /// </summary>
        public global::Arbiter.V1.ArrayerAmmunitionRangeList AmmunitionRanges { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Weight != null)
            {
                json.Add("weight", global::Arbiter.ArbiterJson.Number(Weight.Value));
            }
            if (Specialised != null)
            {
                json.Add("specialised", global::Arbiter.ArbiterJson.Bool(Specialised.Value));
            }
            if (WeaponType != null)
            {
                json.Add("weaponType", global::Arbiter.V1.EnumJson.Write(WeaponType.Value));
            }
            if (Reach != null)
            {
                json.Add("reach", global::Arbiter.ArbiterJson.Number(Reach.Value));
            }
            if (Range != null)
            {
                json.Add("range", Range.ToJson());
            }
            if (ReloadChits != null)
            {
                json.Add("reloadChits", global::Arbiter.ArbiterJson.Number(ReloadChits.Value));
            }
            if (Throwable != null)
            {
                json.Add("throwable", global::Arbiter.ArbiterJson.Bool(Throwable.Value));
            }
            if (DischargeStanding != null)
            {
                json.Add("dischargeStanding", global::Arbiter.ArbiterJson.Bool(DischargeStanding.Value));
            }
            if (ReloadStanding != null)
            {
                json.Add("reloadStanding", global::Arbiter.ArbiterJson.Bool(ReloadStanding.Value));
            }
            if (Gunpowder != null)
            {
                json.Add("gunpowder", global::Arbiter.ArbiterJson.Bool(Gunpowder.Value));
            }
            if (NeedsSpace != null)
            {
                json.Add("needsSpace", global::Arbiter.ArbiterJson.Bool(NeedsSpace.Value));
            }
            if (Concealable != null)
            {
                json.Add("concealable", global::Arbiter.ArbiterJson.Bool(Concealable.Value));
            }
            if (Effects != null)
            {
                json.Add("effects", Effects.ToJson());
            }
            if (CloseQuartersAs != null)
            {
                json.Add("closeQuartersAs", global::Arbiter.ArbiterJson.String(CloseQuartersAs));
            }
            if (AlternateAs != null)
            {
                json.Add("alternateAs", global::Arbiter.ArbiterJson.String(AlternateAs));
            }
            if (FatiguedAs != null)
            {
                json.Add("fatiguedAs", global::Arbiter.ArbiterJson.String(FatiguedAs));
            }
            if (AmmunitionRanges != null)
            {
                json.Add("ammunitionRanges", AmmunitionRanges.ToJson());
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "weight":
                        Weight = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "specialised":
                        Specialised = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "weaponType":
                    case "weapon_type":
                        {
                            global::Arbiter.V1.ArrayerWeaponType read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                WeaponType = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "reach":
                        Reach = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "range":
                        Range = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RangeBands>(property.Value);
                        break;
                    case "reloadChits":
                    case "reload_chits":
                        ReloadChits = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "throwable":
                        Throwable = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "dischargeStanding":
                    case "discharge_standing":
                        DischargeStanding = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "reloadStanding":
                    case "reload_standing":
                        ReloadStanding = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "gunpowder":
                        Gunpowder = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "needsSpace":
                    case "needs_space":
                        NeedsSpace = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "concealable":
                        Concealable = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "effects":
                        Effects = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerEffectList>(property.Value);
                        break;
                    case "closeQuartersAs":
                    case "close_quarters_as":
                        CloseQuartersAs = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "alternateAs":
                    case "alternate_as":
                        AlternateAs = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "fatiguedAs":
                    case "fatigued_as":
                        FatiguedAs = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "ammunitionRanges":
                    case "ammunition_ranges":
                        AmmunitionRanges = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerAmmunitionRangeList>(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// A list of ARRAYER effects that replaces a catalog weapon's (a message, so an empty list is
    /// distinguishable from no change).
    /// </summary>
    public sealed partial class ArrayerEffectList : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The effects.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerEffect> Items { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerEffect>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "items", Items, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "items":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Items, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerEffect>(item));
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// A list of ammunition ranges that replaces a catalog weapon's.
    /// </summary>
    public sealed partial class ArrayerAmmunitionRangeList : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The ranges.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerAmmunitionRange> Items { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerAmmunitionRange>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "items", Items, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "items":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Items, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerAmmunitionRange>(item));
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// `tiered` weapon rules to change: each field is the TieredWeaponRules field of the same name and
    /// number, with presence.
    /// </summary>
    public sealed partial class TieredWeaponOverrides : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// TieredWeaponRules.weapon_class; UNSPECIFIED is INVALID_ARGUMENT (MISSING_VALUE).
        /// </summary>
        public global::Arbiter.V1.TieredWeaponClass? WeaponClass { get; set; }

        /// <summary>
        /// TieredWeaponRules.tier, 1-12 (0 only for unarmed; INVALID_ARGUMENT OUT_OF_RANGE otherwise).
        /// Valid range: 1 to 12 (TIER, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE). Unarmed
        /// is 0.
        /// </summary>
        public int? Tier { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (WeaponClass != null)
            {
                json.Add("weaponClass", global::Arbiter.V1.EnumJson.Write(WeaponClass.Value));
            }
            if (Tier != null)
            {
                json.Add("tier", global::Arbiter.ArbiterJson.Number(Tier.Value));
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "weaponClass":
                    case "weapon_class":
                        {
                            global::Arbiter.V1.TieredWeaponClass read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                WeaponClass = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "tier":
                        Tier = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// The rules of one weapon, as in the catalog or sent inline by a game.
    /// </summary>
    public sealed partial class WeaponDefinition : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The ruleset-specific rules; must match the encounter's ruleset.
        /// </summary>
        public enum RulesOneofCase
        {
            None = 0,
            Arrayer = 3,
            Tiered = 4,
        }

        private object _rules;
        private RulesOneofCase _rulesCase;

        /// <summary>Which member is set; None for none.</summary>
        public RulesOneofCase RulesCase { get { return _rulesCase; } }

        public void ClearRules()
        {
            _rules = null;
            _rulesCase = RulesOneofCase.None;
        }

        /// <summary>
        /// Stable id, lower_snake_case (e.g. "war_hammer"); catalog ids are listed by GetCatalog.
        /// </summary>
        public string Id { get; set; } = "";

        /// <summary>
        /// Display name.
        /// </summary>
        public string Name { get; set; } = "";

        /// <summary>
        /// ARRAYER rules.
        /// </summary>
        public global::Arbiter.V1.ArrayerWeaponRules Arrayer
        {
            get { return _rulesCase == RulesOneofCase.Arrayer ? (global::Arbiter.V1.ArrayerWeaponRules)_rules : null; }
            set { _rules = value; _rulesCase = value == null ? RulesOneofCase.None : RulesOneofCase.Arrayer; }
        }

        /// <summary>
        /// `tiered` rules.
        /// </summary>
        public global::Arbiter.V1.TieredWeaponRules Tiered
        {
            get { return _rulesCase == RulesOneofCase.Tiered ? (global::Arbiter.V1.TieredWeaponRules)_rules : null; }
            set { _rules = value; _rulesCase = value == null ? RulesOneofCase.None : RulesOneofCase.Tiered; }
        }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Id != null && Id.Length != 0)
            {
                json.Add("id", global::Arbiter.ArbiterJson.String(Id));
            }
            if (Name != null && Name.Length != 0)
            {
                json.Add("name", global::Arbiter.ArbiterJson.String(Name));
            }
            if (_rulesCase == RulesOneofCase.Arrayer)
            {
                json.Add("arrayer", Arrayer.ToJson());
            }
            if (_rulesCase == RulesOneofCase.Tiered)
            {
                json.Add("tiered", Tiered.ToJson());
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "id":
                        Id = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "name":
                        Name = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "arrayer":
                        Arrayer = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerWeaponRules>(property.Value);
                        break;
                    case "tiered":
                        Tiered = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TieredWeaponRules>(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// ARRAYER weapon rules (rulings A1-A4, A6).
    /// </summary>
    public sealed partial class ArrayerWeaponRules : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Signed weight added to a hit's natural roll: Heavy +1, Regular 0, Light -1 (ruling A2).
        /// Valid range: -1000 to 1000 (WEIGHT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Weight { get; set; }

        /// <summary>
        /// Specialised (S): useless at Unknown proficiency (ruling A1).
        /// </summary>
        public bool Specialised { get; set; }

        /// <summary>
        /// Weapon type, for proficiency (ruling A4).
        /// </summary>
        public global::Arbiter.V1.ArrayerWeaponType WeaponType { get; set; }

        /// <summary>
        /// Melee reach in squares (1; 2 for whip, lance, meteor hammer, rope dart); 0 means it cannot strike
        /// in melee (ruling A3).
        /// Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Reach { get; set; }

        /// <summary>
        /// Range bands for missile and thrown use; absent for melee-only weapons (ruling A3).
        /// </summary>
        public global::Arbiter.V1.RangeBands Range { get; set; }

        /// <summary>
        /// Reload chits gained on discharge (ruling A14).
        /// Valid range: 0 to 1000 (RELOAD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int ReloadChits { get; set; }

        /// <summary>
        /// Document marks: throwable (dagger mark).
        /// </summary>
        public bool Throwable { get; set; }

        /// <summary>
        /// Document marks: must be discharged standing or crouching.
        /// </summary>
        public bool DischargeStanding { get; set; }

        /// <summary>
        /// Document marks: must be reloaded standing or crouching.
        /// </summary>
        public bool ReloadStanding { get; set; }

        /// <summary>
        /// Document marks: gunpowder (ignores armour, may misfire and suffer mishaps; ruling A6).
        /// </summary>
        public bool Gunpowder { get; set; }

        /// <summary>
        /// Document marks: needs 4 square metres to wield effectively (¶, ruling A22): at least
        /// ArrayerRules.space_free_squares (default 3) of the 8 squares around the wielder must be free,
        /// else the attack is refused (FAILED_PRECONDITION, reason NEEDS_SPACE). A weapon fighting as
        /// another profile up close or alternately (a meteor hammer's knife) follows that profile's mark.
        /// </summary>
        public bool NeedsSpace { get; set; }

        /// <summary>
        /// Document marks: concealable.
        /// </summary>
        public bool Concealable { get; set; }

        /// <summary>
        /// Special effects (the document's list); docs/rules/arrayer.md describes each.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerEffect> Effects { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerEffect>();

        /// <summary>
        /// Catalog id of the profile used against a target at distance 1 or less (meteor hammer and rope
        /// dart: "knife"; boomerang: "club"); empty when the weapon fights as itself up close.
        /// </summary>
        public string CloseQuartersAs { get; set; } = "";

        /// <summary>
        /// Catalog id of the profile used when an attack sets Attack.use_alternate (mancatcher: "club").
        /// </summary>
        public string AlternateAs { get; set; } = "";

        /// <summary>
        /// Catalog id the weapon counts as once fatigued (longbow: "bow", ruling A16). Each of these three
        /// ids must name a catalog weapon (else INVALID_ARGUMENT, UNKNOWN_WEAPON on the field).
        /// </summary>
        public string FatiguedAs { get; set; } = "";

        /// <summary>
        /// Range bands per kind of ammunition (sling stones, lead bullets, grenades); an attack's
        /// ammunition picks one, otherwise range applies.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerAmmunitionRange> AmmunitionRanges { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerAmmunitionRange>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Weight != 0)
            {
                json.Add("weight", global::Arbiter.ArbiterJson.Number(Weight));
            }
            if (Specialised)
            {
                json.Add("specialised", global::Arbiter.ArbiterJson.Bool(Specialised));
            }
            if (WeaponType != 0)
            {
                json.Add("weaponType", global::Arbiter.V1.EnumJson.Write(WeaponType));
            }
            if (Reach != 0)
            {
                json.Add("reach", global::Arbiter.ArbiterJson.Number(Reach));
            }
            if (Range != null)
            {
                json.Add("range", Range.ToJson());
            }
            if (ReloadChits != 0)
            {
                json.Add("reloadChits", global::Arbiter.ArbiterJson.Number(ReloadChits));
            }
            if (Throwable)
            {
                json.Add("throwable", global::Arbiter.ArbiterJson.Bool(Throwable));
            }
            if (DischargeStanding)
            {
                json.Add("dischargeStanding", global::Arbiter.ArbiterJson.Bool(DischargeStanding));
            }
            if (ReloadStanding)
            {
                json.Add("reloadStanding", global::Arbiter.ArbiterJson.Bool(ReloadStanding));
            }
            if (Gunpowder)
            {
                json.Add("gunpowder", global::Arbiter.ArbiterJson.Bool(Gunpowder));
            }
            if (NeedsSpace)
            {
                json.Add("needsSpace", global::Arbiter.ArbiterJson.Bool(NeedsSpace));
            }
            if (Concealable)
            {
                json.Add("concealable", global::Arbiter.ArbiterJson.Bool(Concealable));
            }
            global::Arbiter.ArbiterJson.AddList(json, "effects", Effects, value => value.ToJson());
            if (CloseQuartersAs != null && CloseQuartersAs.Length != 0)
            {
                json.Add("closeQuartersAs", global::Arbiter.ArbiterJson.String(CloseQuartersAs));
            }
            if (AlternateAs != null && AlternateAs.Length != 0)
            {
                json.Add("alternateAs", global::Arbiter.ArbiterJson.String(AlternateAs));
            }
            if (FatiguedAs != null && FatiguedAs.Length != 0)
            {
                json.Add("fatiguedAs", global::Arbiter.ArbiterJson.String(FatiguedAs));
            }
            global::Arbiter.ArbiterJson.AddList(json, "ammunitionRanges", AmmunitionRanges, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "weight":
                        Weight = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "specialised":
                        Specialised = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "weaponType":
                    case "weapon_type":
                        {
                            global::Arbiter.V1.ArrayerWeaponType read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                WeaponType = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "reach":
                        Reach = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "range":
                        Range = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RangeBands>(property.Value);
                        break;
                    case "reloadChits":
                    case "reload_chits":
                        ReloadChits = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "throwable":
                        Throwable = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "dischargeStanding":
                    case "discharge_standing":
                        DischargeStanding = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "reloadStanding":
                    case "reload_standing":
                        ReloadStanding = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "gunpowder":
                        Gunpowder = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "needsSpace":
                    case "needs_space":
                        NeedsSpace = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "concealable":
                        Concealable = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "effects":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Effects, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerEffect>(item));
                        break;
                    case "closeQuartersAs":
                    case "close_quarters_as":
                        CloseQuartersAs = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "alternateAs":
                    case "alternate_as":
                        AlternateAs = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "fatiguedAs":
                    case "fatigued_as":
                        FatiguedAs = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "ammunitionRanges":
                    case "ammunition_ranges":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, AmmunitionRanges, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerAmmunitionRange>(item));
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// One special effect of an ARRAYER weapon (the document's "Special Effects" list). Effects are data:
    /// a game's own weapon may combine any of them.
    /// </summary>
    public sealed partial class ArrayerEffect : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Which effect.
        /// </summary>
        public global::Arbiter.V1.ArrayerEffectKind Kind { get; set; }

        /// <summary>
        /// The effect's number: a damage bonus (+1, -1), a weight (0, +1), an HP floor (-2), a
        /// natural-result threshold (3, 8, 10), a die size (6) or a count of targets (3). Each kind says
        /// which.
        /// Valid range: -1000 to 1000 (EFFECT_VALUE, docs/api.md); outside it INVALID_ARGUMENT
        /// (OUT_OF_RANGE). A trip's is an EntanglementSource number (1-3); an over-penetration's a die the
        /// rules roll (6, 8, 10, 12, 20; else BAD_DIE_SIZE).
        /// </summary>
        public int Value { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Kind != 0)
            {
                json.Add("kind", global::Arbiter.V1.EnumJson.Write(Kind));
            }
            if (Value != 0)
            {
                json.Add("value", global::Arbiter.ArbiterJson.Number(Value));
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "kind":
                        {
                            global::Arbiter.V1.ArrayerEffectKind read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Kind = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "value":
                        Value = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// Range bands of one kind of ammunition (the document: "stones and lead bullets have different
    /// ranges").
    /// </summary>
    public sealed partial class ArrayerAmmunitionRange : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The ammunition.
        /// </summary>
        public global::Arbiter.V1.AmmunitionKind Kind { get; set; }

        /// <summary>
        /// Its range bands, in squares (ruling A3).
        /// </summary>
        public global::Arbiter.V1.RangeBands Range { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Kind != 0)
            {
                json.Add("kind", global::Arbiter.V1.EnumJson.Write(Kind));
            }
            if (Range != null)
            {
                json.Add("range", Range.ToJson());
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "kind":
                        {
                            global::Arbiter.V1.AmmunitionKind read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Kind = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "range":
                        Range = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RangeBands>(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// ARRAYER range bands, in squares (ruling A3). Each band's upper bound, inclusive; they ascend
    /// (effective &lt;= long &lt;= extreme; a band below the one before is INVALID_ARGUMENT, OUT_OF_RANGE).
    /// </summary>
    public sealed partial class RangeBands : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Within this many squares: hit on a natural roll &lt;= 6.
        /// Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int EffectiveRange { get; set; }

        /// <summary>
        /// Beyond effective, within this: hit on &lt;= 5.
        /// Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int LongRange { get; set; }

        /// <summary>
        /// Beyond long, within this: hit on &lt;= 4; beyond it the shot is refused.
        /// Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int ExtremeRange { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (EffectiveRange != 0)
            {
                json.Add("effectiveRange", global::Arbiter.ArbiterJson.Number(EffectiveRange));
            }
            if (LongRange != 0)
            {
                json.Add("longRange", global::Arbiter.ArbiterJson.Number(LongRange));
            }
            if (ExtremeRange != 0)
            {
                json.Add("extremeRange", global::Arbiter.ArbiterJson.Number(ExtremeRange));
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "effectiveRange":
                    case "effective_range":
                        EffectiveRange = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "longRange":
                    case "long_range":
                        LongRange = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "extremeRange":
                    case "extreme_range":
                        ExtremeRange = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// `tiered` weapon rules (rulings T1-T5, T8).
    /// </summary>
    public sealed partial class TieredWeaponRules : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// What kind of weapon it is; with the hand it is held in, this picks the skill used.
        /// </summary>
        public global::Arbiter.V1.TieredWeaponClass WeaponClass { get; set; }

        /// <summary>
        /// Tier, 1-12 (0 only for unarmed).
        /// Valid range: 1 to 12 (TIER, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE). Unarmed
        /// is 0.
        /// </summary>
        public int Tier { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (WeaponClass != 0)
            {
                json.Add("weaponClass", global::Arbiter.V1.EnumJson.Write(WeaponClass));
            }
            if (Tier != 0)
            {
                json.Add("tier", global::Arbiter.ArbiterJson.Number(Tier));
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "weaponClass":
                    case "weapon_class":
                        {
                            global::Arbiter.V1.TieredWeaponClass read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                WeaponClass = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "tier":
                        Tier = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// Ammunition for a weapon.
    /// </summary>
    public sealed partial class Ammunition : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// What it is.
        /// </summary>
        public global::Arbiter.V1.AmmunitionKind Kind { get; set; }

        /// <summary>
        /// `tiered`: the ammunition's own Tier (bullets must not exceed the firearm's repaired Tier).
        /// Valid range: 0 to 12 (AMMUNITION_TIER, docs/api.md); outside it INVALID_ARGUMENT
        /// (OUT_OF_RANGE).
        /// </summary>
        public int Tier { get; set; }

        /// <summary>
        /// Rounds left; unset means not tracked (unlimited).
        /// Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? Count { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Kind != 0)
            {
                json.Add("kind", global::Arbiter.V1.EnumJson.Write(Kind));
            }
            if (Tier != 0)
            {
                json.Add("tier", global::Arbiter.ArbiterJson.Number(Tier));
            }
            if (Count != null)
            {
                json.Add("count", global::Arbiter.ArbiterJson.Number(Count.Value));
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "kind":
                        {
                            global::Arbiter.V1.AmmunitionKind read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Kind = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "tier":
                        Tier = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "count":
                        Count = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }
}
