// Sample: the attack of arrayer_attack.json built in code. A Unity script usually has
// `using System;`, and System and Arbiter.V1 both name an Action and an Environment (and
// System.Diagnostics a Trace): with both namespaces imported, `new Action { ... }` is ambiguous
// (CS0104). An alias says which one the script means. ArbiterClient and ArbiterJson are in the
// namespace Arbiter; the messages and enums in Arbiter.V1, named as in the .proto files (enum
// values without their prefix: ARRAYER_WEAPON_TYPE_BLADES is ArrayerWeaponType.Blades).
using System;
using Arbiter.V1;
using Action = Arbiter.V1.Action;

namespace Arbiter.Samples
{
    public static class AttackRequest
    {
        /// <summary>Ana's greatsword (Skilled in blades) against Bo's light armour, the Attack Die forced to 4.</summary>
        public static ResolveActionRequest Build()
        {
            Combatant ana = new Combatant
            {
                Id = "ana",
                SideId = "red",
                Name = "Ana",
                Hp = 7,
                Position = new Position { X = 0, Y = 0 },
                Arrayer = new ArrayerCombatant(),
            };
            ana.Weapons.Add(new Weapon { CatalogId = "greatsword" });
            ana.Arrayer.Proficiencies.Add(new WeaponProficiency { WeaponType = ArrayerWeaponType.Blades, Improvements = 1 });
            Combatant bo = new Combatant
            {
                Id = "bo",
                SideId = "blue",
                Name = "Bo",
                Hp = 5,
                Position = new Position { X = 1, Y = 0 },
                Armour = new Armour { Value = 1, ArmourClass = ArmourClass.Light },
            };
            bo.Weapons.Add(new Weapon { CatalogId = "axe" });
            EncounterState state = new EncounterState { Ruleset = Ruleset.Arrayer };
            state.Combatants.Add(ana);
            state.Combatants.Add(bo);
            Dice dice = new Dice { Forced = new ForcedDice() };
            dice.Forced.Faces.Add(4);
            return new ResolveActionRequest
            {
                State = state,
                Action = new Action { Attack = new Attack { AttackerId = "ana", TargetId = "bo", WeaponId = "greatsword" } },
                Dice = dice,
            };
        }
    }
}
