"""The reference units of the CPU-budget tests: the reference work measures about one unit."""

from tests.cpu_speed import measure, reference_work


def test_the_reference_work_costs_about_one_unit_of_itself():
    measured = measure([reference_work] * 8)
    assert len(measured.work) == len(measured.reference) == 8
    assert 0.5 < measured.units() / 8 < 2.0


def test_twice_the_work_costs_about_twice_the_units():
    def twice() -> None:
        reference_work()
        reference_work()

    once, double = measure([reference_work] * 8).units(), measure([twice] * 8).units()
    assert 1.4 < double / once < 2.8
